/** The part of @pactflow/swagger-mock-validator's API that contracts/swagger-mock-validation.ts uses (the package ships no types). */
declare module "@pactflow/swagger-mock-validator" {
  export interface ValidationResult {
    code: string;
    message: string;
    type: "error" | "warning";
    source: string;
    mockDetails?: { interactionDescription?: string; location?: string; value?: unknown };
    specDetails?: { location?: string; pathMethod?: string; pathName?: string };
  }
  export interface ValidationOutcome {
    success: boolean;
    failureReason?: string;
    errors: ValidationResult[];
    warnings: ValidationResult[];
  }
  export const SwaggerMockValidatorFactory: {
    create(auth?: string): {
      validate(options: {
        specPathOrUrl: string;
        mockPathOrUrl: string;
      }): Promise<ValidationOutcome>;
    };
  };
}
