import { describeHostileInputWalk } from '../testing/hostile-input-walk';

describeHostileInputWalk({ index: 0, of: 2 });
