// A presentation (pptx) preview: one card per slide with its text and pictures, in order, a note
// when slides were left out, or the package's own thumbnail when no slide could be read.
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { SlideView } from '../model/previewContent';

export interface SlideDeckProps {
  slides: SlideView[];
  /** Slides not shown (beyond the preview's cap). */
  omittedSlides?: number;
  thumbnailUrl?: string | null;
  /** Accessible name of the deck (the file name). */
  label: string;
}

const Deck = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg}px;
  max-height: calc(60vh - 40px);
  margin: 0;
  padding: ${({ theme }) => theme.space.sm}px;
  overflow: auto;
  list-style: none;
  background: ${({ theme }) => theme.colors.grey[100]};
`;

const Slide = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.lg}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.background.paper};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const SlideNumber = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Paragraph = styled.p<{ $first: boolean }>`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.text.primary};
  font-size: ${({ $first, theme }) => ($first ? theme.fontSizes.lg : theme.fontSizes.md)}px;
  font-weight: ${({ $first, theme }) =>
    $first ? theme.fontWeights.semibold : theme.fontWeights.regular};
`;

const Pictures = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
  img {
    max-width: 100%;
    max-height: 240px;
    object-fit: contain;
  }
`;

const Blank = styled.p`
  margin: 0;
  font-style: italic;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.text.secondary};
`;

const Thumbnail = styled.figure`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  img {
    max-width: 100%;
    max-height: calc(60vh - 80px);
    object-fit: contain;
  }
  figcaption {
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
    color: ${({ theme }) => theme.colors.text.secondary};
  }
`;

export function SlideDeck({ slides, omittedSlides = 0, thumbnailUrl, label }: SlideDeckProps) {
  const { t } = useTranslation('files');
  if (slides.length === 0 && thumbnailUrl) {
    return (
      <Thumbnail>
        <img src={thumbnailUrl} alt={t('preview.thumbnailAlt', { name: label })} />
        <figcaption>{t('preview.thumbnailOnly')}</figcaption>
      </Thumbnail>
    );
  }
  const total = slides.length + omittedSlides;
  return (
    <>
      <Deck aria-label={label}>
        {slides.map((slide, index) => {
          const number = index + 1;
          return (
            <Slide key={index}>
              <SlideNumber>{t('preview.slide', { number, total })}</SlideNumber>
              {slide.paragraphs.map((text, i) => (
                <Paragraph key={i} $first={i === 0}>
                  {text}
                </Paragraph>
              ))}
              {slide.pictureUrls.length > 0 && (
                <Pictures>
                  {slide.pictureUrls.map((url, i) => (
                    <img
                      key={i}
                      src={url}
                      alt={t('preview.slidePicture', { number: i + 1, slide: number })}
                    />
                  ))}
                </Pictures>
              )}
              {slide.paragraphs.length === 0 && slide.pictureUrls.length === 0 && (
                <Blank>{t('preview.blankSlide')}</Blank>
              )}
            </Slide>
          );
        })}
      </Deck>
      {omittedSlides > 0 && <Note>{t('preview.slidesTruncated', { count: slides.length })}</Note>}
    </>
  );
}
