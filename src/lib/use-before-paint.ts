import { useEffect, useLayoutEffect } from 'react';

/** A layout effect in the browser; on the server (where layout effects never run) a plain one, which React does not warn about. */
export const useBeforePaint = typeof window === 'undefined' ? useEffect : useLayoutEffect;
