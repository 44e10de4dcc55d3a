export { InviteGateScreen, type InviteGateScreenProps } from './invite-gate';
export { InviteGateContainer, type InviteGateContainerProps } from './invite-gate.container';
export { TemplateGalleryScreen, type TemplateGalleryScreenProps } from './template-gallery';
export { TemplateGalleryContainer, type TemplateGalleryContainerProps } from './template-gallery.container';
export { FrameworkSelect, type FrameworkSelectProps } from './framework-select';
export { groupFrameworks, titleFromRecipeFile, type FrameworkGroupEntry } from './recipe-groups';
