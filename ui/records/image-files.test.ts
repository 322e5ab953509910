import { describe, expect, test } from 'vitest';
import { DEFAULT_IMAGE_MAX_BYTES, DEFAULT_IMAGE_TYPES, checkImageFiles, formatBytes, typeNames, type FileLike } from './image-files.ts';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 100_000): FileLike => ({ name, type, size });
const rules = { accept: DEFAULT_IMAGE_TYPES, maxBytes: DEFAULT_IMAGE_MAX_BYTES, maxCount: 3 };

describe('checkImageFiles', () => {
  test('PNG and JPG within 5 MB are accepted, up to the limit', () => {
    const files = [file('a.png', 'image/png'), file('b.jpg', 'image/jpeg', 5 * MB)];
    expect(checkImageFiles(files, rules)).toEqual({ accepted: files, rejected: [] });
  });

  test('another type, or a file over the size, is refused with its reason', () => {
    const gif = file('c.gif', 'image/gif');
    const pdf = file('d.pdf', 'application/pdf');
    const big = file('e.png', 'image/png', 5 * MB + 1);
    const ok = file('f.jpeg', 'image/jpeg');
    expect(checkImageFiles([gif, pdf, big, ok], rules)).toEqual({
      accepted: [ok],
      rejected: [
        { file: gif, issue: 'type' },
        { file: pdf, issue: 'type' },
        { file: big, issue: 'size' },
      ],
    });
  });

  test('files past the count are refused, counting those already chosen; bad files do not use up places', () => {
    const files = [file('1.png', 'image/png'), file('x.gif', 'image/gif'), file('2.png', 'image/png'), file('3.png', 'image/png')];
    const result = checkImageFiles(files, { ...rules, existing: 1 });
    expect(result.accepted.map((f) => f.name)).toEqual(['1.png', '2.png']);
    expect(result.rejected.map(({ file: f, issue }) => [f.name, issue])).toEqual([
      ['x.gif', 'type'],
      ['3.png', 'count'],
    ]);
    expect(checkImageFiles([file('4.png', 'image/png')], { ...rules, existing: 3 }).rejected).toEqual([
      { file: file('4.png', 'image/png'), issue: 'count' },
    ]);
  });

  test('a file without a type is judged by its name', () => {
    expect(checkImageFiles([file('photo.JPG', '')], rules).accepted).toHaveLength(1);
    expect(checkImageFiles([file('notes', '')], rules).rejected[0]?.issue).toBe('type');
  });

  test('accept takes families and extensions, as the input attribute does', () => {
    expect(checkImageFiles([file('a.webp', 'image/webp')], { ...rules, accept: ['image/*'] }).accepted).toHaveLength(1);
    expect(checkImageFiles([file('a.txt', 'text/plain')], { ...rules, accept: ['image/*'] }).rejected).toHaveLength(1);
    expect(checkImageFiles([file('a.png', 'image/png')], { ...rules, accept: ['.png'] }).accepted).toHaveLength(1);
    expect(checkImageFiles([file('a.jpg', 'image/jpeg')], { ...rules, accept: ['.png'] }).rejected).toHaveLength(1);
  });
});

describe('typeNames', () => {
  test('names the types as extensions', () => {
    expect(typeNames(DEFAULT_IMAGE_TYPES)).toBe('PNG, JPG');
    expect(typeNames(['image/png', '.jpg', 'image/jpeg', 'image/webp'])).toBe('PNG, JPG, WEBP');
  });
});

describe('formatBytes', () => {
  test('MB, KB and bytes, in the locale', () => {
    expect(formatBytes(5 * MB)).toBe('5 MB');
    expect(formatBytes(1.5 * MB)).toBe('1.5 MB');
    expect(formatBytes(1.5 * MB, 'vi')).toBe('1,5 MB');
    expect(formatBytes(20 * MB)).toBe('20 MB');
    expect(formatBytes(850 * 1024)).toBe('850 KB');
    expect(formatBytes(512)).toBe('512 B');
  });
});
