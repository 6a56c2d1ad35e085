// Supplies the voice recording machine's recorder from its port, at the edge.
import { recorderActor } from './recorder-actor';
import type { RecorderPort } from './recorder.port';
import { voiceRecordingMachine } from './voice-recording.machine';

export const voiceRecordingMachineWith = (port: RecorderPort) =>
  voiceRecordingMachine.provide({ actors: { recorder: recorderActor(port) } });
