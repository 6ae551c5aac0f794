import { describe, expect, it } from 'vitest';
import { courseDescription, coursePageJsonLd, coursePageMetadata } from './course-page';
import { jsonLdScriptContent, type SeoCourse } from './json-ld';

const site = { origin: 'https://academy.example.org', portalName: 'Demo Academy' };

const dataLiteracy: SeoCourse = {
  slug: 'data-literacy',
  title: 'Data literacy',
  summary: 'Read charts and tables critically and draw sound conclusions from data.',
  language: 'en',
  durationMinutes: 90,
};

describe('coursePageJsonLd (the public course page)', () => {
  it('is a schema.org Course with provider, url, language, an online instance and an Offer per price', () => {
    const json = coursePageJsonLd(
      dataLiteracy,
      [
        {
          name: 'Data literacy (single course)',
          businessModel: 'flat_fee',
          prices: [{ currency: 'EUR', amountCents: 9500 }],
        },
        {
          name: 'Annual subscription',
          businessModel: 'subscription',
          prices: [{ currency: 'EUR', amountCents: 24000 }],
        },
      ],
      site,
    );
    expect(json).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'Data literacy',
      description: 'Read charts and tables critically and draw sound conclusions from data.',
      url: 'https://academy.example.org/catalog/data-literacy',
      provider: {
        '@type': 'Organization',
        name: 'Demo Academy',
        url: 'https://academy.example.org/',
      },
      inLanguage: 'en',
      timeRequired: 'PT1H30M',
      hasCourseInstance: [
        { '@type': 'CourseInstance', courseMode: 'Online', courseWorkload: 'PT1H30M' },
      ],
      offers: [
        {
          '@type': 'Offer',
          name: 'Data literacy (single course)',
          category: 'Paid',
          price: '95.00',
          priceCurrency: 'EUR',
          url: 'https://academy.example.org/catalog/data-literacy',
        },
        {
          '@type': 'Offer',
          name: 'Annual subscription',
          category: 'Subscription',
          price: '240.00',
          priceCurrency: 'EUR',
          url: 'https://academy.example.org/catalog/data-literacy',
        },
      ],
    });
  });

  it('has no offers where no product has a price, and no workload without a duration', () => {
    const json = coursePageJsonLd(
      { ...dataLiteracy, durationMinutes: 0 },
      [
        { name: 'Free plan', businessModel: 'in_plan', prices: [] },
        { name: 'x', businessModel: 'flat_fee' },
      ],
      site,
    );
    expect(json).not.toHaveProperty('offers');
    expect(json.hasCourseInstance).toEqual([{ '@type': 'CourseInstance', courseMode: 'Online' }]);
  });

  it('escapes a title that would end the script element', () => {
    const content = jsonLdScriptContent(
      coursePageJsonLd({ ...dataLiteracy, title: '</script><script>alert(1)</script>' }, [], site),
    );
    expect(content).not.toContain('</script');
    expect(JSON.parse(content).name).toBe('</script><script>alert(1)</script>');
  });
});

describe('coursePageMetadata', () => {
  it('gives the course’s title, description, canonical URL and Open Graph, indexable', () => {
    const metadata = coursePageMetadata({
      course: { ...dataLiteracy, coverUrl: '/files/cover.png' },
      origin: site.origin,
      portalName: 'Demo Academy',
      locale: 'nl',
      otherLocales: ['nl', 'en', 'ro'],
    });
    expect(metadata).toEqual({
      title: 'Data literacy',
      description: dataLiteracy.summary,
      alternates: { canonical: 'https://academy.example.org/catalog/data-literacy' },
      openGraph: {
        title: 'Data literacy',
        description: dataLiteracy.summary,
        type: 'website',
        url: 'https://academy.example.org/catalog/data-literacy',
        siteName: 'Demo Academy',
        locale: 'nl_NL',
        alternateLocale: ['en_US', 'ro_RO'],
        images: [{ url: 'https://academy.example.org/files/cover.png' }],
      },
      robots: { index: true, follow: true },
    });
  });

  it('has no canonical URL when the site’s origin is unknown, and never an empty description', () => {
    const metadata = coursePageMetadata({
      course: { ...dataLiteracy, summary: '   ' },
      origin: null,
      portalName: 'Demo Academy',
      locale: 'en',
      otherLocales: [],
    });
    expect(metadata.alternates).toBeUndefined();
    expect(metadata.description).toBe('Data literacy');
    expect(metadata.openGraph).not.toHaveProperty('url');
    expect(metadata.openGraph).not.toHaveProperty('alternateLocale');
  });
});

describe('courseDescription', () => {
  it('keeps a short summary, on one line', () => {
    expect(courseDescription({ title: 'T', summary: ' Read\ncharts  well. ' })).toBe(
      'Read charts well.',
    );
  });

  it('shortens a long summary at a word, with an ellipsis, to at most 155 characters', () => {
    const summary = 'word '.repeat(60);
    const description = courseDescription({ title: 'T', summary });
    expect(description.length).toBeLessThanOrEqual(155);
    expect(description.endsWith('word…')).toBe(true);
  });
});
