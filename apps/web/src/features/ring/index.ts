// What other parts of the app may use from the Ring feature.
export { RingGlobal } from './components/ring-global';
