import { describe, expect, it } from 'vitest';
import { readMessage as read } from '../read/read-message';
import { hearThreatToChild } from './threats';

describe('hearThreatToChild', () => {
  it('given a grown-up promises to "get" the child, then it is hurt', () => {
    expect(hearThreatToChild(read('my stepdad said if i tell mom he will get me'))).toBe('hurt');
    expect(hearThreatToChild(read('next time my uncle is gonna get me worse'))).toBe('hurt');
  });

  it('given other children promise it, then it is bullying', () => {
    expect(hearThreatToChild(read('the boys in 6th grade said they would get me after school'))).toBe('bullied');
  });

  it('given "get me" is a gift or a lift, then nothing', () => {
    for (const text of ['my dad will get me a new bike', 'my mom is going to get me from school', 'grandma will get me ice cream later']) {
      expect(hearThreatToChild(read(text)), text).toBeNull();
    }
  });
});
