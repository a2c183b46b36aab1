import {
  CATEGORIES,
  type Category,
  type SampleVideoDto,
  SOUNDTRACKS,
  type Soundtrack,
  TONES,
  type Tone,
} from '@cena/contracts';
import { ApiProperty } from '@nestjs/swagger';

/** The OpenAPI schema of SampleVideoDto. */
export class SampleVideoModel implements SampleVideoDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty()
  title: string;

  @ApiProperty()
  prompt: string;

  @ApiProperty()
  videoUrl: string;

  @ApiProperty()
  thumbnailUrl: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ enum: ['completed'] })
  status: 'completed';

  @ApiProperty({ type: 'integer' })
  views: number;

  @ApiProperty({ enum: CATEGORIES, enumName: 'Category' })
  category: Category;

  @ApiProperty({ enum: TONES, enumName: 'Tone' })
  tone: Tone;

  @ApiProperty({ enum: SOUNDTRACKS, enumName: 'Soundtrack' })
  soundtrack: Soundtrack;

  @ApiProperty({ type: 'integer' })
  durationS: number;
}
