// Recording a voice message (docs/product.md#voice-recording) with core's voice-recording machine: it starts at once, can be
// paused, resumed and stopped; stopping hands the WAV with its length and transcript to the chat. Its own chunk.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { createWebAudioRecorder } from '@venue/adapters/recording/web-audio.recorder';
import type { VoiceRecording } from '@venue/core/recording/voice-recording.machine';
import { voiceRecordingMachineWith } from '@venue/core/recording/voice-recording-wiring';
import { inspectOptions } from '../app/inspect';
import styles from './chat-widget.module.css';

interface VoiceNoteProps {
  readonly onRecorded: (recording: VoiceRecording) => void;
  readonly onClose: () => void;
}

export default function VoiceNote({ onRecorded, onClose }: VoiceNoteProps) {
  const logic = useMemo(() => voiceRecordingMachineWith(createWebAudioRecorder()), []);
  const actor = useActorRef(logic, inspectOptions());
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
  const errorMessage = useSelector(actor, (s) => s.context.errorMessage);
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
    <div className={styles.voice} role="group" aria-label="Voice message">
      {state === 'failed' ? (
        <>
          <p role="alert">{errorMessage}</p>
          <button type="button" onClick={onClose}>
            Close
          </button>
        </>
      ) : (
        <>
          <p role="status">{state === 'recording' ? 'Recording…' : state === 'paused' ? 'Paused' : 'Starting the microphone…'}</p>
          {state === 'recording' && (
            <button type="button" onClick={() => actor.send({ type: 'guest.pause' })}>
              Pause
            </button>
          )}
          {state === 'paused' && (
            <button type="button" onClick={() => actor.send({ type: 'guest.resume' })}>
              Resume
            </button>
          )}
          <button type="button" disabled={state !== 'recording' && state !== 'paused'} onClick={() => actor.send({ type: 'guest.stop' })}>
            Stop and send
          </button>
          <button type="button" onClick={cancel}>
            Cancel
          </button>
        </>
      )}
    </div>
  );
}
