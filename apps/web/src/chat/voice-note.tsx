// Recording a voice message (docs/product.md#voice-recording) with core's voice-recording machine: it starts at once, can be
// paused, resumed and stopped; stopping hands the WAV with its length and transcript to the chat. Its own chunk.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { createWebAudioRecorder } from '@venue/adapters/recording/web-audio.recorder';
import type { RecordingFailure, VoiceRecording } from '@venue/core/recording/voice-recording.machine';
import { recognitionLanguage } from '@venue/core/recording/recognition-language';
import { voiceRecordingMachineWith } from '@venue/core/recording/voice-recording-wiring';
import { inspectOptions } from '../app/inspect';
import styles from './chat-widget.module.css';
import * as m from '~messages/chat';
import { LANGUAGE } from '~messages/language';

const failureText = {
  'microphone-unsupported': m.microphoneUnsupported,
  'microphone-denied': m.microphoneDenied,
  'recorder-failed': m.microphoneFailed,
  'not-saved': m.recordingNotSaved,
} satisfies Record<RecordingFailure, string>;

interface VoiceNoteProps {
  readonly onRecorded: (recording: VoiceRecording) => void;
  readonly onClose: () => void;
}

export default function VoiceNote({ onRecorded, onClose }: VoiceNoteProps) {
  const logic = useMemo(() => voiceRecordingMachineWith(createWebAudioRecorder()), []);
  const actor = useActorRef(logic, { ...inspectOptions(), input: { language: recognitionLanguage(LANGUAGE) } });
  const state = useSelector(actor, (s) =>
    s.matches({ active: 'recording' })
      ? 'recording'
      : s.matches({ active: 'paused' })
        ? 'paused'
        : s.matches('failed')
          ? 'failed'
          : s.matches('stopped')
            ? 'stopped'
            : 'busy',
  );
  const failure = useSelector(actor, (s) => s.context.failure);
  const recording = useSelector(actor, (s) => s.context.recording);

  useEffect(() => actor.send({ type: 'guest.start' }), [actor]);
  useEffect(() => {
    if (recording !== null) {
      onRecorded(recording);
      actor.send({ type: 'guest.reset' });
    }
  }, [actor, recording, onRecorded]);

  const cancel = () => {
    actor.send({ type: 'guest.cancel' });
    onClose();
  };
  return (
    <div className={styles.voice} role="group" aria-label={m.voiceMessage}>
      {state === 'failed' ? (
        <>
          <p role="alert">{failure === null ? null : failureText[failure]}</p>
          <button type="button" onClick={onClose}>
            {m.close}
          </button>
        </>
      ) : (
        <>
          <p role="status">{state === 'recording' ? m.recording : state === 'paused' ? m.paused : m.startingMicrophone}</p>
          {state === 'recording' && (
            <button type="button" onClick={() => actor.send({ type: 'guest.pause' })}>
              {m.pause}
            </button>
          )}
          {state === 'paused' && (
            <button type="button" onClick={() => actor.send({ type: 'guest.resume' })}>
              {m.resume}
            </button>
          )}
          <button type="button" disabled={state !== 'recording' && state !== 'paused'} onClick={() => actor.send({ type: 'guest.stop' })}>
            {m.stopAndSend}
          </button>
          <button type="button" onClick={cancel}>
            {m.cancel}
          </button>
        </>
      )}
    </div>
  );
}
