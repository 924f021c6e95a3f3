export { RouteStory, routeStory, storyLocation } from './route-story'
