/** What other features may use of image recognition: the AI chat opens its modal. */
export {
  ImageRecognitionModal,
  type ImageRecognitionModalProps,
  type RecognitionForChat,
} from './image-recognition-modal.tsx';
