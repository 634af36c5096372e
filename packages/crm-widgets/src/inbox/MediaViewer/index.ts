export { MediaViewer, type MediaViewerProps } from './MediaViewer';
