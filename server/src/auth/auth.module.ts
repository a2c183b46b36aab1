import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { FirebaseIdentityProvider } from './firebase-identity.provider';
import { FirebaseStrategy } from './firebase.strategy';
import { IdentityProvider } from './identity';
import { RolesGuard } from './roles.guard';

@Module({
  imports: [PassportModule],
  controllers: [AuthController],
  providers: [
    { provide: IdentityProvider, useClass: FirebaseIdentityProvider },
    FirebaseStrategy,
    { provide: APP_GUARD, useClass: AuthGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
  ],
  exports: [IdentityProvider],
})
export class AuthModule {}
