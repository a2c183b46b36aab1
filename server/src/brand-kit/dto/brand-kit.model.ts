import {
  ACCEPTED_IMAGE_TYPES,
  type AcceptedImageType,
  type BrandKit,
  type BrandKitLogo,
} from '@cena/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class BrandKitLogoModel implements BrandKitLogo {
  @ApiProperty({ description: 'A signed media URL that expires; readable by the owner and staff.' })
  url: string;

  @ApiProperty({ enum: ACCEPTED_IMAGE_TYPES, enumName: 'AcceptedImageType' })
  mimeType: AcceptedImageType;

  @ApiProperty({ type: 'integer' })
  width: number;

  @ApiProperty({ type: 'integer' })
  height: number;

  @ApiProperty({
    type: [String],
    description: "Colours read from the logo ('#rrggbb'), most prominent first.",
  })
  suggestedColors: string[];
}

/** The OpenAPI schema of BrandKit (`GET /api/brand-kit`; an empty kit before the first save). */
export class BrandKitModel implements BrandKit {
  @ApiProperty({ type: String, nullable: true })
  businessName: string | null;

  @ApiProperty({ type: String, nullable: true, example: '(11) 91234-5678' })
  whatsapp: string | null;

  @ApiProperty({ type: String, nullable: true, example: '(11) 3456-7890' })
  phone: string | null;

  @ApiProperty({ type: String, nullable: true, example: '@padaria.pao' })
  instagram: string | null;

  @ApiProperty({ type: String, nullable: true })
  address: string | null;

  @ApiProperty({ type: String, nullable: true })
  hours: string | null;

  @ApiProperty({ type: String, nullable: true })
  website: string | null;

  @ApiProperty({ type: [String], description: "0–2 '#rrggbb' colours." })
  colors: string[];

  @ApiProperty({ type: BrandKitLogoModel, nullable: true })
  logo: BrandKitLogoModel | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Last change; null before the first save.',
  })
  updatedAt: string | null;
}
