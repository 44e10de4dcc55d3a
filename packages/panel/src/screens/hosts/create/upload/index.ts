export { UploadOrCloneScreen, type UploadOrCloneScreenProps } from './upload-or-clone';
export { UploadOrCloneContainer, type UploadOrCloneContainerProps } from './upload-or-clone.container';
export { useUploadOrClone, REPOSITORY_SEARCH_DEBOUNCE_MS, type UploadOrCloneOptions } from './use-upload-or-clone';
export { UploadMessage, type UploadMessageProps } from './upload-message';
export { DeployKeyDialog, type DeployKeyDialogProps } from './deploy-key-dialog';
export { CloneSection, type CloneSectionProps } from './clone-section';
