// Text for assistive technology only (e.g. a live-region label next to a spinner). A 1 px box
// that clips what it holds, so nothing in it is seen or widens the page: give a table one as its
// wrapper (a table's own box keeps its content's width, and tables ignore overflow).
import styled from 'styled-components';

export const VisuallyHidden = styled.span`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;
