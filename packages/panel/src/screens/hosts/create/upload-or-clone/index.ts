export { UploadOrCloneScreen, type UploadOrCloneScreenProps } from './upload-or-clone';
export { UploadOrCloneScreenContainer, type UploadOrCloneScreenContainerProps } from './upload-or-clone.container';
