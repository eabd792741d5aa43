import { describeHostileInputWalk } from '../testing/hostile-input-walk';

describeHostileInputWalk({ index: 1, of: 2 });
