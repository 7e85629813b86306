/** What the AI chat uses of image generation: the modal its header button opens. */
export { ImageGenerationModal } from './image-generation-modal.tsx';
