export { ScreenState, type ScreenStateProps } from './screen-state';
export { combineQueries, type CombinedQueries, type QueryLike, type ScreenStatus } from './combine-queries';
