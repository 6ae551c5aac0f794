'use client';

// The block of spec §8 for render errors in this segment (one error.tsx per segment).
export { default } from '@/components/errors/segment-error';
