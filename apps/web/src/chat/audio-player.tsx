// The play/pause player of a voice message (docs/product.md#voice-recording), one button and the length.
import { useEffect, useRef, useState } from 'react';
import { PauseIcon, PlayIcon } from './chat-icons';
import styles from './chat-widget.module.css';
import * as m from '~messages/chat';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

export function AudioPlayer({ url, duration }: { readonly url: string | null; readonly duration: number | null }) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(() => () => audio.current?.pause(), []);
  const length = duration === null ? '' : clock(duration);
  if (url === null) return <span>{m.voiceMessageLength(length)}</span>;
  return (
    <span className={styles.player}>
      <button
        type="button"
        aria-label={playing ? m.pauseVoiceMessage : m.playVoiceMessage}
        onClick={() => {
          const element = audio.current;
          if (!element) return;
          if (element.paused) void element.play().catch(() => setPlaying(false));
          else element.pause();
        }}
      >
        {playing ? <PauseIcon /> : <PlayIcon />}
      </button>
      <span>{m.voiceMessageLength(length)}</span>
      <audio
        ref={audio}
        src={url}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
      />
    </span>
  );
}
