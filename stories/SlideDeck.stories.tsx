import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SlideDeck } from '@/features/files/components/SlideDeck';
import { RESULT_SLIDES, SMALL_PNG } from './FilesFixtures';

const meta = {
  title: 'Files/SlideDeck',
  component: SlideDeck,
  args: { slides: RESULT_SLIDES, label: 'Presentación de resultados.pptx' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 900 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SlideDeck>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Slides: Story = {};
/** More slides than the preview shows. */
export const Truncated: Story = { args: { omittedSlides: 40 } };
/** No slide could be read: the package's own thumbnail. */
export const ThumbnailOnly: Story = { args: { slides: [], thumbnailUrl: SMALL_PNG } };
export const LongText: Story = {
  args: {
    slides: [
      {
        paragraphs: [
          'Un título muy largo que ocupa varias líneas para ver cómo se acomoda el texto dentro de la tarjeta de la diapositiva',
          'Línea uno\nLínea dos tras un salto',
          '<script>alert("no")</script> se muestra como texto',
        ],
        pictureUrls: [SMALL_PNG, SMALL_PNG],
      },
    ],
  },
};
