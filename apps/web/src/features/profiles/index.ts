// The public entry of the profiles feature: what other features and the shell (app/) may use. Everything
// else in this folder is the feature's own; its route pages are in pages.ts and workspace-pages.ts.

export { followProfile } from './api/follow-profile';
export { profileMerchQuery, useProfileMerch } from './api/get-merch';
export { getProfile } from './api/get-profile';
export { updateProfile } from './api/update-profile';
export { ContactList } from './components/ContactList';
export { CreateProfileTypeDialog } from './components/CreateProfileTypeDialog';
export { DeferredFollowButton } from './components/DeferredFollowButton';
export { FollowButton } from './components/FollowButton';
export { GenrePicker } from './components/GenrePicker';
export { ProfileAvatar } from './components/ProfileAvatar';
export { FLOW_ROUTE, flowOfType } from './components/profile-flows';
