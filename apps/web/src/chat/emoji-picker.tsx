// A small emoji picker (docs/product.md#support-chat): a built-in grid of common emoji, each a labelled button; arrow keys
// move along the grid and Escape closes it. No library: it keeps the widget small.
import { useEffect, useRef, type KeyboardEvent } from 'react';
import * as m from '~messages/chat';
import styles from './chat-widget.module.css';

const emoji: ReadonlyArray<readonly [string, string]> = [
  ['😀', m.emojiGrinning],
  ['😂', m.emojiTearsOfJoy],
  ['😍', m.emojiHeartEyes],
  ['😎', m.emojiSunglasses],
  ['🥳', m.emojiPartying],
  ['😉', m.emojiWinking],
  ['🤔', m.emojiThinking],
  ['😢', m.emojiCrying],
  ['👍', m.emojiThumbsUp],
  ['👎', m.emojiThumbsDown],
  ['👏', m.emojiClapping],
  ['🙏', m.emojiFoldedHands],
  ['❤️', m.emojiRedHeart],
  ['🔥', m.emojiFire],
  ['🎉', m.emojiPartyPopper],
  ['🍾', m.emojiBottle],
  ['🍸', m.emojiCocktail],
  ['🎶', m.emojiMusicalNotes],
  ['💃', m.emojiWomanDancing],
  ['🕺', m.emojiManDancing],
  ['✨', m.emojiSparkles],
  ['👋', m.emojiWavingHand],
  ['✅', m.emojiCheckMark],
  ['❓', m.emojiQuestionMark],
];

const columns = 6;

export function EmojiPicker({ onPick, onClose }: { readonly onPick: (emoji: string) => void; readonly onClose: () => void }) {
  const grid = useRef<HTMLDivElement>(null);
  useEffect(() => grid.current?.querySelector<HTMLButtonElement>('button')?.focus(), []);
  const onKeyDown = (event: KeyboardEvent) => {
    const buttons = [...(grid.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    // Right to left, the grid reads from the right: there the right arrow goes back.
    const forward = grid.current !== null && getComputedStyle(grid.current).direction === 'rtl' ? -1 : 1;
    const step = { ArrowRight: forward, ArrowLeft: -forward, ArrowDown: columns, ArrowUp: -columns }[event.key];
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (step !== undefined && at >= 0) {
      event.preventDefault();
      buttons[Math.min(buttons.length - 1, Math.max(0, at + step))]?.focus();
    }
  };
  return (
    <div ref={grid} id="chat-emoji" className={styles.emojiGrid} role="group" aria-label={m.emoji} onKeyDown={onKeyDown}>
      {emoji.map(([symbol, name]) => (
        <button key={symbol} type="button" aria-label={name} onClick={() => onPick(symbol)}>
          {symbol}
        </button>
      ))}
    </div>
  );
}
