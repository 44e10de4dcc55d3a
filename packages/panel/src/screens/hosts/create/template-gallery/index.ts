export { TemplateGalleryScreen, type TemplateGalleryScreenProps } from './template-gallery';
export { TemplateGalleryScreenContainer, type TemplateGalleryScreenContainerProps } from './template-gallery.container';
