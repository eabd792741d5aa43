import { findControlCharacter } from './control-characters';

describe('findControlCharacter', () => {
  it('finds NUL and the other control characters, naming the first', () => {
    expect(findControlCharacter('Ananya\u0000Sharma')).toBe('U+0000');
    expect(findControlCharacter('bell\u0007 and escape \u001b')).toBe('U+0007');
    expect(findControlCharacter('delete\u007f')).toBe('U+007F');
    expect(findControlCharacter('c1 \u0085')).toBe('U+0085');
  });

  it('lets tabs, new lines (either kind), Hindi, Tamil and emoji through', () => {
    expect(findControlCharacter('Line one\r\nLine two\n\tIndented')).toBeNull();
    expect(findControlCharacter('नमस्ते, வணக்கம் 🙏 D’Souza')).toBeNull();
  });
});
