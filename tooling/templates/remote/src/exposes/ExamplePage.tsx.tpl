import { ExampleScreen } from '../features/example/ExampleScreen';
import { {{name}} } from '../remote';

/** Exposed as `{{id}}/ExamplePage`: the {{route}} route. */
export default {{name}}.expose(ExampleScreen);
