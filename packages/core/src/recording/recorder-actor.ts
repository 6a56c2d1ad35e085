// Turns a RecorderPort into the voice recording machine's recorder actor, at the edge.
import { fromCallback } from 'xstate';
import type { RecorderPort, RecorderSession, RecordingSettings } from './recorder.port';
import type { RecorderCommand, RecorderReport } from './voice-recording.machine';

export const recorderActor = (port: RecorderPort) =>
  fromCallback<RecorderCommand, RecordingSettings>(({ input, sendBack, receive }) => {
    const report = (event: RecorderReport) => {
      if (!released) sendBack(event);
    };
    let session: RecorderSession | null = null;
    let released = false;

    port
      .start(input, {
        transcript: (text) => report({ type: 'recorder.transcript', text }),
        recognitionError: (reason) => report({ type: 'recorder.recognitionError', reason }),
      })
      .then(
        (started) => {
          if (!started.ok) return report({ type: 'recorder.startFailed', error: started.error });
          // The machine left (cancelled) while the microphone was opening: let it go at once.
          if (released) return started.value.cancel();
          session = started.value;
          report({ type: 'recorder.started' });
        },
        (cause: unknown) => report({ type: 'recorder.startFailed', error: { _tag: 'RecorderFailed', message: String(cause) } }),
      );

    receive((command) => {
      if (session === null) return;
      switch (command.type) {
        case 'recorder.pause':
          return session.pause();
        case 'recorder.resume':
          return session.resume();
        case 'recorder.stop':
          void session.stop().then(
            (exported) =>
              report(
                exported.ok ? { type: 'recorder.exported', ...exported.value } : { type: 'recorder.exportFailed', error: exported.error },
              ),
            (cause: unknown) => report({ type: 'recorder.exportFailed', error: { _tag: 'ExportFailed', message: String(cause) } }),
          );
      }
    });

    return () => {
      released = true;
      session?.cancel();
    };
  });
