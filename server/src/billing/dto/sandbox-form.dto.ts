import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

/** The fields of the sandbox pages' forms. */
export class SandboxFormDto {
  @IsString()
  @MaxLength(200)
  t: string;

  @IsOptional()
  @IsIn(['card', 'pix'])
  method?: 'card' | 'pix';
}
