import type { PromptSessionDto } from '@cena/contracts';
import { Injectable } from '@nestjs/common';
import { DomainError } from '../common/domain-error';
import {
  AdminFinanceRepository,
  type Page,
  type PageQuery,
  type PromptSessionFilter,
} from './admin-finance.repository';

/** The prompt assistant's sessions (what the customer asked, what it proposed, what was kept). */
@Injectable()
export class AdminPromptSessionsService {
  constructor(private readonly repository: AdminFinanceRepository) {}

  list(filter: PromptSessionFilter, page: PageQuery<'createdAt'>): Promise<Page<PromptSessionDto>> {
    return this.repository.promptSessions(filter, page);
  }

  async get(id: string): Promise<PromptSessionDto> {
    const session = await this.repository.promptSession(id);
    if (!session) throw new DomainError('not_found');
    return session;
  }
}
