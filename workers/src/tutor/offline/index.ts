export { createOfflineTutor, type OfflineTutorOptions } from './offline-tutor';
