/** What the site reads ahead of the diner's next tap: the part other screens may use. */
export { readAhead } from './plan';
