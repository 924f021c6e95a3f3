export { RouteStory, routeStory, staffRouteStory, storyLocation } from './route-story'
