import { ExampleScreen } from '../features/example/ExampleScreen';
import { lottery } from '../remote';

/** Exposed as `mfe-lottery/ExamplePage`: the /lottery route. */
export default lottery.expose(ExampleScreen);
