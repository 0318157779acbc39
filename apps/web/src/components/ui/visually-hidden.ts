/** Styles for content only screen readers read (a chart's numbers, a colour said in words). Sizes in px: MUI reads a
 * bare 1 as 100%, which would widen the page. */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
