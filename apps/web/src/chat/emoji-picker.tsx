// A small emoji picker (docs/product.md#support-chat): a built-in grid of common emoji, each a labelled button; arrow keys
// move along the grid and Escape closes it. No library: it keeps the widget small.
import { useEffect, useRef, type KeyboardEvent } from 'react';
import styles from './chat-widget.module.css';

const emoji: ReadonlyArray<readonly [string, string]> = [
  ['😀', 'grinning face'],
  ['😂', 'face with tears of joy'],
  ['😍', 'smiling face with heart eyes'],
  ['😎', 'smiling face with sunglasses'],
  ['🥳', 'partying face'],
  ['😉', 'winking face'],
  ['🤔', 'thinking face'],
  ['😢', 'crying face'],
  ['👍', 'thumbs up'],
  ['👎', 'thumbs down'],
  ['👏', 'clapping hands'],
  ['🙏', 'folded hands'],
  ['❤️', 'red heart'],
  ['🔥', 'fire'],
  ['🎉', 'party popper'],
  ['🍾', 'bottle with popping cork'],
  ['🍸', 'cocktail glass'],
  ['🎶', 'musical notes'],
  ['💃', 'woman dancing'],
  ['🕺', 'man dancing'],
  ['✨', 'sparkles'],
  ['👋', 'waving hand'],
  ['✅', 'check mark'],
  ['❓', 'question mark'],
];

const columns = 6;

export function EmojiPicker({ onPick, onClose }: { readonly onPick: (emoji: string) => void; readonly onClose: () => void }) {
  const grid = useRef<HTMLDivElement>(null);
  useEffect(() => grid.current?.querySelector<HTMLButtonElement>('button')?.focus(), []);
  const onKeyDown = (event: KeyboardEvent) => {
    const buttons = [...(grid.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns, ArrowUp: -columns }[event.key];
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (step !== undefined && at >= 0) {
      event.preventDefault();
      buttons[Math.min(buttons.length - 1, Math.max(0, at + step))]?.focus();
    }
  };
  return (
    <div ref={grid} id="chat-emoji" className={styles.emojiGrid} role="group" aria-label="Emoji" onKeyDown={onKeyDown}>
      {emoji.map(([symbol, name]) => (
        <button key={symbol} type="button" aria-label={name} onClick={() => onPick(symbol)}>
          {symbol}
        </button>
      ))}
    </div>
  );
}
