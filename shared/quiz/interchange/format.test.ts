import { describe, expect, it } from 'vitest';
import { interchangeFormatOf } from './format';

describe('interchangeFormatOf', () => {
  it('goes by the extension first', () => {
    expect(interchangeFormatOf('questions.CSV')).toBe('csv');
    expect(interchangeFormatOf('questions.gift')).toBe('gift');
    expect(interchangeFormatOf('questions.xml')).toBe('moodle_xml');
    expect(interchangeFormatOf('package.zip')).toBe('qti');
  });

  it('tells a QTI item from Moodle XML by its root element', () => {
    expect(
      interchangeFormatOf('item.xml', '<?xml version="1.0"?>\n<qti-assessment-item xmlns="x">'),
    ).toBe('qti');
    expect(interchangeFormatOf('quiz.xml', '<?xml version="1.0"?>\n<quiz>')).toBe('moodle_xml');
  });

  it('otherwise reads the first characters: XML, a zip, a CSV header, else GIFT', () => {
    expect(interchangeFormatOf('export.txt', '\uFEFF<quiz>')).toBe('moodle_xml');
    expect(interchangeFormatOf('upload', 'PK\u0003\u0004')).toBe('qti');
    expect(interchangeFormatOf('bank.txt', 'type,question,options\r\nopen,Why?')).toBe('csv');
    expect(interchangeFormatOf('bank.txt', 'question;type\nWhy?;open')).toBe('csv');
    expect(interchangeFormatOf('bank.txt', '::Q1:: What is 2+2? {=4}')).toBe('gift');
    expect(interchangeFormatOf('bank.txt', 'Type the question, please {=ok}')).toBe('gift');
  });
});
