// Standalone mount, for working on this remote alone (the shell never runs this file).
import { mountStandalone } from '@hiroba/shared-ui';
import App from './app';

mountStandalone(App);
