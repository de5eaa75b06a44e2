/** Imported for its side effect, before react-dom: installs the fake DOM with React's act() environment off. */
import { installFakeDom } from './fake-dom';

installFakeDom(false);
