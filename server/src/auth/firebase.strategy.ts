import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-firebase-jwt';
import { IdentityProvider, type VerifiedIdentity } from './identity';

export const FIREBASE_STRATEGY = 'firebase-jwt';

/** The request's Bearer token, read as the strategy reads it (null when there is none). */
export const bearerToken: (request: unknown) => string | null =
  ExtractJwt.fromAuthHeaderAsBearerToken();

/** Reads the Bearer token and verifies it with Firebase; the result becomes `req.user`. */
@Injectable()
export class FirebaseStrategy extends PassportStrategy(Strategy, FIREBASE_STRATEGY) {
  constructor(private readonly identity: IdentityProvider) {
    super({ jwtFromRequest: bearerToken });
  }

  validate(token: string): Promise<VerifiedIdentity> {
    return this.identity.verifyIdToken(token);
  }
}
