import { describe, expect, it } from 'vitest';
import { courseListJsonLd, jsonLdScriptContent, type SeoCourse } from './json-ld';

const site = { origin: 'https://academy.example.org', portalName: 'Demo Academy' };

const dataLiteracy: SeoCourse = {
  slug: 'data-literacy',
  title: 'Data literacy',
  summary: 'Read charts and tables with a critical eye.',
  language: 'en',
  durationMinutes: 90,
};

describe('courseListJsonLd', () => {
  it('is an ItemList of ListItems holding schema.org Courses', () => {
    const list = courseListJsonLd(
      [dataLiteracy, { ...dataLiteracy, slug: 'pm', title: 'Project management basics' }],
      site,
    );
    expect(list).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      numberOfItems: 2,
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          item: {
            '@type': 'Course',
            name: 'Data literacy',
            description: 'Read charts and tables with a critical eye.',
            url: 'https://academy.example.org/catalog/data-literacy',
            provider: {
              '@type': 'Organization',
              name: 'Demo Academy',
              url: 'https://academy.example.org/',
            },
            inLanguage: 'en',
            timeRequired: 'PT1H30M',
          },
        },
        expect.objectContaining({
          position: 2,
          item: expect.objectContaining({
            name: 'Project management basics',
            url: 'https://academy.example.org/catalog/pm',
          }),
        }),
      ],
    });
  });

  it('leaves out what a course lacks and never has an empty description', () => {
    const [entry] = courseListJsonLd(
      [{ ...dataLiteracy, summary: '  ', durationMinutes: 0, language: '' }],
      site,
    ).itemListElement as { item: Record<string, unknown> }[];
    expect(entry?.item.description).toBe('Data literacy');
    expect(entry?.item).not.toHaveProperty('timeRequired');
    expect(entry?.item).not.toHaveProperty('inLanguage');
  });

  it('is an empty list for no courses', () => {
    expect(courseListJsonLd([], site)).toMatchObject({ numberOfItems: 0, itemListElement: [] });
  });
});

describe('jsonLdScriptContent', () => {
  it('cannot end the script element or open a comment, and parses back to the same value', () => {
    const value = {
      name: '</script><script>alert(1)</script>',
      other: '<!-- a && b > c -->',
      separators: 'a\u2028b\u2029c',
    };
    const text = jsonLdScriptContent(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text.toLowerCase()).not.toContain('</script');
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(value);
  });

  it('escapes a course title inside the whole document', () => {
    const text = jsonLdScriptContent(
      courseListJsonLd([{ ...dataLiteracy, title: 'A </SCRIPT> B' }], site),
    );
    expect(text.toLowerCase()).not.toContain('</script');
    expect(JSON.parse(text).itemListElement[0].item.name).toBe('A </SCRIPT> B');
  });
});
