// Writing to the venue (docs/product.md#support-chat): Enter sends and Shift+Enter starts a new line (core chat-input), an
// empty message is ignored, a file (checked by core before any upload) goes with or without text, an emoji from
// the picker, or a voice message from the recorder (its own chunk, loaded when the guest asks for it).
import { lazy, Suspense, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { attachmentAccept, checkAttachment, type AttachmentRefusal } from '@venue/core/chat/chat-attachment';
import { chatTextMaxLength } from '@venue/core/chat/chat-api.schema';
import { composeMessage, isSendKey } from '@venue/core/chat/chat-input';
import type { VoiceRecording } from '@venue/core/recording/voice-recording.machine';
import { ChatContext } from './chat-context';
import { AttachIcon, MicIcon, SmileIcon } from './chat-icons';
import { EmojiPicker } from './emoji-picker';
import { fileSizeText } from './file-size-text';
import { rememberLocalMedia } from './local-media';
import styles from './chat-widget.module.css';
import * as m from '~messages/chat';

const VoiceNote = lazy(() => import('./voice-note'));

const refusalText = {
  'too-large': m.fileTooLarge,
  empty: m.fileEmpty,
  'unsupported-type': m.fileTypeRefused,
} satisfies Record<AttachmentRefusal, string>;

export function ChatComposer() {
  const actor = ChatContext.useActorRef();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [emojiOpen, setEmojiOpen] = useState(false);
  const [recording, setRecording] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const id = useId();

  const lastClientId = () => actor.getSnapshot().context.messages.at(-1)?.clientId;

  const send = () => {
    const composed = composeMessage(text, file);
    if (composed === null) return;
    if (composed.kind === 'text') actor.send({ type: 'guest.sendText', text: composed.text });
    else {
      actor.send({
        type: 'guest.sendFile',
        file: { name: composed.file.name, mimeType: composed.file.type, data: composed.file },
        text: composed.text,
      });
      rememberLocalMedia(lastClientId(), composed.file);
    }
    setText('');
    setFile(null);
    box.current?.focus();
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (chosen === null) return;
    const checked = checkAttachment({ name: chosen.name, mimeType: chosen.type, sizeBytes: chosen.size });
    setRefusal(checked.ok ? null : refusalText[checked.error]);
    setFile(checked.ok ? chosen : null);
  };

  const recorded = (voice: VoiceRecording) => {
    setRecording(false);
    const blob = voice.wav.blob as Blob;
    actor.send({
      type: 'guest.sendAudio',
      audio: { data: blob, duration: Math.round(voice.durationMs / 100) / 10 },
      transcript: voice.transcript,
    });
    rememberLocalMedia(lastClientId(), blob);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  return (
    <form className={styles.composer} onSubmit={submit} aria-label={m.writeAMessage}>
      <p className={styles.refusal} role="alert">
        {refusal ?? ''}
      </p>
      {file !== null && (
        <p className={styles.attached}>
          <span>{m.attached(<bdi key="name">{file.name}</bdi>, <bdi key="size">{fileSizeText(file.size)}</bdi>)}</span>
          <button type="button" aria-label={m.removeFile(file.name)} onClick={() => setFile(null)}>
            ✕
          </button>
        </p>
      )}
      {emojiOpen && (
        <EmojiPicker
          onPick={(emoji) => {
            actor.send({ type: 'guest.sendEmoji', emoji });
            setEmojiOpen(false);
            box.current?.focus();
          }}
          onClose={() => {
            setEmojiOpen(false);
            box.current?.focus();
          }}
        />
      )}
      {recording && (
        <Suspense fallback={<p role="status">{m.openingRecorder}</p>}>
          <VoiceNote onRecorded={recorded} onClose={() => setRecording(false)} />
        </Suspense>
      )}
      <label htmlFor={`${id}-message`} className="visually-hidden">
        {m.messageLabel}
      </label>
      <textarea
        ref={box}
        id={`${id}-message`}
        name="message"
        className={styles.box}
        rows={2}
        maxLength={chatTextMaxLength}
        placeholder={m.messagePlaceholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (isSendKey(e)) {
            e.preventDefault();
            send();
          }
        }}
      />
      <div className={styles.tools}>
        <button
          type="button"
          aria-label={m.emoji}
          aria-expanded={emojiOpen}
          aria-controls="chat-emoji"
          onClick={() => setEmojiOpen((o) => !o)}
        >
          <SmileIcon />
        </button>
        <button type="button" aria-label={m.attachFile} onClick={() => picker.current?.click()}>
          <AttachIcon />
        </button>
        <input
          ref={picker}
          type="file"
          className="visually-hidden"
          accept={attachmentAccept}
          onChange={pick}
          tabIndex={-1}
          aria-label={m.fileToAttach}
        />
        <button
          type="button"
          aria-label={m.recordVoiceMessage}
          aria-pressed={recording}
          onClick={() => setRecording(true)}
          disabled={recording}
        >
          <MicIcon />
        </button>
        <button type="submit" className={styles.send}>
          {m.send}
        </button>
      </div>
    </form>
  );
}
