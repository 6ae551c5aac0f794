'use client';

/** Last resort when the root layout itself fails: no translations are available here. */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: 32 }}>
        <h1>Something went wrong</h1>
        <p>We failed to handle your request. Apologies for the inconvenience.</p>
        <button type="button" onClick={reset}>
          Try again
        </button>
      </body>
    </html>
  );
}
