import type {
  AlternativesResponse,
  FormatFinalResponse,
  PromptChatResponse,
  RefineResponse,
} from '@cena/contracts';
import { Body, Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors, BODY_ERRORS } from '../common/api-errors';
import { CurrentUser } from '../auth/auth.decorators';
import { AccountThrottlerGuard } from '../common/throttler/account-throttler.guard';
import type { UserEntity } from '../users/user.entity';
import { FormatFinalPromptDto, FormatFinalPromptResponseDto } from './dto/format-final-prompt.dto';
import {
  GenerateAlternativesDto,
  GenerateAlternativesResponseDto,
} from './dto/generate-alternatives.dto';
import { PromptChatDto, PromptChatResponseDto } from './dto/prompt-chat.dto';
import { RefinePromptDto, RefinePromptResponseDto } from './dto/refine-prompt.dto';
import {
  toAlternativesResponse,
  toFormatFinalResponse,
  toPromptChatResponse,
  toRefineResponse,
} from './prompts.mapper';
import { PromptsService } from './prompts.service';

@ApiTags('prompts')
@ApiBearerAuth()
@UseGuards(AccountThrottlerGuard)
@Controller('api')
export class PromptsController {
  constructor(private readonly prompts: PromptsService) {}

  @ApiErrors(...BODY_ERRORS, 'prompt_required', 'prompt_too_long', 'rate_limited')
  @Post('refine-prompt')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Refine an idea into a first proposal; starts a refinement session' })
  @ApiOkResponse({ type: RefinePromptResponseDto })
  async refine(
    @CurrentUser() user: UserEntity,
    @Body() body: RefinePromptDto,
  ): Promise<RefineResponse> {
    return toRefineResponse(await this.prompts.refine(user, body));
  }

  @ApiErrors(...BODY_ERRORS, 'prompt_required', 'prompt_too_long', 'rate_limited')
  @Post('generate-alternatives')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'One more proposal (or `count` of them), at most 3 per session' })
  @ApiOkResponse({ type: GenerateAlternativesResponseDto })
  @ApiErrors('proposal_limit', 'not_found')
  async alternatives(
    @CurrentUser() user: UserEntity,
    @Body() body: GenerateAlternativesDto,
  ): Promise<AlternativesResponse> {
    return toAlternativesResponse(await this.prompts.alternatives(user, body), body.count ?? 1);
  }

  @ApiErrors(...BODY_ERRORS, 'prompt_required', 'prompt_too_long', 'rate_limited')
  @Post('format-final-prompt')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Tidy the approved proposal and write its English video prompt' })
  @ApiOkResponse({ type: FormatFinalPromptResponseDto })
  @ApiErrors('not_found')
  async formatFinal(
    @CurrentUser() user: UserEntity,
    @Body() body: FormatFinalPromptDto,
  ): Promise<FormatFinalResponse> {
    return toFormatFinalResponse(await this.prompts.formatFinal(user, body));
  }

  @ApiErrors(...BODY_ERRORS, 'rate_limited')
  @Post('prompt-chat')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Next turn of the chat assistant that builds a prompt' })
  @ApiOkResponse({ type: PromptChatResponseDto })
  async chat(
    @CurrentUser() user: UserEntity,
    @Body() body: PromptChatDto,
  ): Promise<PromptChatResponse> {
    return toPromptChatResponse(await this.prompts.chat(user, body));
  }
}
