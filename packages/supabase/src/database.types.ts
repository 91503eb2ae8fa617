// Generated from the migrations by `pnpm --filter @pond/supabase gen:types`; do not edit.
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  __InternalSupabase: { PostgrestVersion: '12' };
  public: {
    Tables: {
      builder_accounts: {
        Row: {
          claimed_at: string;
          contractor_id: string;
          email: string;
          request_mail: string;
          sees_from: string;
          user_id: string;
        };
        Insert: {
          claimed_at?: string;
          contractor_id: string;
          email: string;
          request_mail?: string;
          sees_from?: string;
          user_id: string;
        };
        Update: {
          claimed_at?: string;
          contractor_id?: string;
          email?: string;
          request_mail?: string;
          sees_from?: string;
          user_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'builder_accounts_contractor_id_fkey';
            columns: ['contractor_id'];
            isOneToOne: false;
            referencedRelation: 'contractors';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'builder_accounts_user_id_fkey';
            columns: ['user_id'];
            isOneToOne: false;
            referencedRelation: 'users';
            referencedColumns: ['id'];
          },
        ];
      };
      builder_checks: {
        Row: {
          authority: string;
          certificate_at: string | null;
          certificate_bytes: number | null;
          certificate_key: string | null;
          certificate_type: string | null;
          checked_at: string | null;
          checked_by: string | null;
          checked_by_email: string | null;
          classification: string | null;
          contractor_id: string;
          coverage_amount: number | null;
          expires_on: string | null;
          id: string;
          kind: string;
          number: string;
          outcome: string | null;
          reminded_30: boolean;
          reminded_7: boolean;
          source_url: string | null;
          state: string | null;
          status: string;
          submitted_at: string;
          valid_until: string | null;
        };
        Insert: {
          authority: string;
          certificate_at?: string | null;
          certificate_bytes?: number | null;
          certificate_key?: string | null;
          certificate_type?: string | null;
          checked_at?: string | null;
          checked_by?: string | null;
          checked_by_email?: string | null;
          classification?: string | null;
          contractor_id: string;
          coverage_amount?: number | null;
          expires_on?: string | null;
          id?: string;
          kind: string;
          number: string;
          outcome?: string | null;
          reminded_30?: boolean;
          reminded_7?: boolean;
          source_url?: string | null;
          state?: string | null;
          status?: string;
          submitted_at?: string;
          valid_until?: string | null;
        };
        Update: {
          authority?: string;
          certificate_at?: string | null;
          certificate_bytes?: number | null;
          certificate_key?: string | null;
          certificate_type?: string | null;
          checked_at?: string | null;
          checked_by?: string | null;
          checked_by_email?: string | null;
          classification?: string | null;
          contractor_id?: string;
          coverage_amount?: number | null;
          expires_on?: string | null;
          id?: string;
          kind?: string;
          number?: string;
          outcome?: string | null;
          reminded_30?: boolean;
          reminded_7?: boolean;
          source_url?: string | null;
          state?: string | null;
          status?: string;
          submitted_at?: string;
          valid_until?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'builder_checks_contractor_id_fkey';
            columns: ['contractor_id'];
            isOneToOne: false;
            referencedRelation: 'contractors';
            referencedColumns: ['id'];
          },
        ];
      };
      builder_claims: {
        Row: {
          client_address: string | null;
          contractor_id: string;
          created_at: string;
          decided_at: string | null;
          decided_by: string | null;
          email: string;
          id: string;
          kind: string;
          name: string | null;
          note: string | null;
          phone: string | null;
          reason: string | null;
          status: string;
          website: string | null;
        };
        Insert: {
          client_address?: string | null;
          contractor_id: string;
          created_at?: string;
          decided_at?: string | null;
          decided_by?: string | null;
          email: string;
          id?: string;
          kind: string;
          name?: string | null;
          note?: string | null;
          phone?: string | null;
          reason?: string | null;
          status?: string;
          website?: string | null;
        };
        Update: {
          client_address?: string | null;
          contractor_id?: string;
          created_at?: string;
          decided_at?: string | null;
          decided_by?: string | null;
          email?: string;
          id?: string;
          kind?: string;
          name?: string | null;
          note?: string | null;
          phone?: string | null;
          reason?: string | null;
          status?: string;
          website?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'builder_claims_contractor_id_fkey';
            columns: ['contractor_id'];
            isOneToOne: false;
            referencedRelation: 'contractors';
            referencedColumns: ['id'];
          },
        ];
      };
      cities: {
        Row: {
          city_name: string;
          id: number;
          slug: string;
          state_code: string;
        };
        Insert: {
          city_name: string;
          id?: never;
          slug: string;
          state_code: string;
        };
        Update: {
          city_name?: string;
          id?: never;
          slug?: string;
          state_code?: string;
        };
        Relationships: [
        ];
      };
      consent_texts: {
        Row: {
          created_at: string;
          id: string;
          text: string;
        };
        Insert: {
          created_at?: string;
          id: string;
          text: string;
        };
        Update: {
          created_at?: string;
          id?: string;
          text?: string;
        };
        Relationships: [
        ];
      };
      contractor_changes: {
        Row: {
          after: Json;
          before: Json;
          changed_at: string;
          changed_by: string | null;
          changed_by_email: string | null;
          contractor_id: string;
          id: number;
          reverts: number | null;
          role: string;
        };
        Insert: {
          after: Json;
          before: Json;
          changed_at?: string;
          changed_by?: string | null;
          changed_by_email?: string | null;
          contractor_id: string;
          id?: never;
          reverts?: number | null;
          role: string;
        };
        Update: {
          after?: Json;
          before?: Json;
          changed_at?: string;
          changed_by?: string | null;
          changed_by_email?: string | null;
          contractor_id?: string;
          id?: never;
          reverts?: number | null;
          role?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'contractor_changes_contractor_id_fkey';
            columns: ['contractor_id'];
            isOneToOne: false;
            referencedRelation: 'contractors';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'contractor_changes_reverts_fkey';
            columns: ['reverts'];
            isOneToOne: false;
            referencedRelation: 'contractor_changes';
            referencedColumns: ['id'];
          },
        ];
      };
      contractor_emails: {
        Row: {
          contractor_id: string;
          email: string;
        };
        Insert: {
          contractor_id: string;
          email: string;
        };
        Update: {
          contractor_id?: string;
          email?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'contractor_emails_contractor_id_fkey';
            columns: ['contractor_id'];
            isOneToOne: false;
            referencedRelation: 'contractors';
            referencedColumns: ['id'];
          },
        ];
      };
      contractor_photos: {
        Row: {
          caption: string;
          city: string;
          contractor_id: string;
          created_at: string;
          file_type: string;
          height: number | null;
          hidden_at: string | null;
          hidden_by: string | null;
          hidden_reason: string | null;
          id: string;
          original_bytes: number;
          position: number;
          problem: string | null;
          processed_at: string | null;
          project_type: string;
          status: string;
          stored_bytes: number | null;
          width: number | null;
        };
        Insert: {
          caption: string;
          city: string;
          contractor_id: string;
          created_at?: string;
          file_type: string;
          height?: number | null;
          hidden_at?: string | null;
          hidden_by?: string | null;
          hidden_reason?: string | null;
          id: string;
          original_bytes: number;
          position?: number;
          problem?: string | null;
          processed_at?: string | null;
          project_type: string;
          status?: string;
          stored_bytes?: number | null;
          width?: number | null;
        };
        Update: {
          caption?: string;
          city?: string;
          contractor_id?: string;
          created_at?: string;
          file_type?: string;
          height?: number | null;
          hidden_at?: string | null;
          hidden_by?: string | null;
          hidden_reason?: string | null;
          id?: string;
          original_bytes?: number;
          position?: number;
          problem?: string | null;
          processed_at?: string | null;
          project_type?: string;
          status?: string;
          stored_bytes?: number | null;
          width?: number | null;
        };
        Relationships: [
          {
            foreignKeyName: 'contractor_photos_contractor_id_fkey';
            columns: ['contractor_id'];
            isOneToOne: false;
            referencedRelation: 'contractors';
            referencedColumns: ['id'];
          },
        ];
      };
      contractors: {
        Row: {
          best_rated_score: number | null;
          city: string;
          city_key: string | null;
          cover_photo_id: string | null;
          created_at: string;
          credentials: string[];
          credentials_until: string | null;
          description: string | null;
          founded_year: number | null;
          hours: string | null;
          id: string;
          image_url: string | null;
          latitude: number | null;
          longitude: number | null;
          name: string;
          name_key: string | null;
          paused_at: string | null;
          paused_until: string | null;
          phone: string | null;
          position: unknown | null;
          postal_code: string | null;
          rating: number | null;
          rating_as_of: string | null;
          rating_source: string | null;
          reviews: number | null;
          service_cities: string[];
          service_city_keys: string[];
          service_radius_miles: number | null;
          service_reach: unknown | null;
          services: string[];
          slug: string;
          state: string;
          stock_image_url: string | null;
          street: string | null;
          updated_at: string;
          verified: boolean;
          verified_rating: number | null;
          verified_reviews: number;
          verified_stars: number[];
          verified_until: string | null;
          website: string | null;
        };
        Insert: {
          best_rated_score?: number | null;
          city: string;
          city_key?: never;
          cover_photo_id?: string | null;
          created_at?: string;
          credentials?: string[];
          credentials_until?: string | null;
          description?: string | null;
          founded_year?: number | null;
          hours?: string | null;
          id?: string;
          image_url?: string | null;
          latitude?: number | null;
          longitude?: number | null;
          name: string;
          name_key?: never;
          paused_at?: string | null;
          paused_until?: string | null;
          phone?: string | null;
          position?: never;
          postal_code?: string | null;
          rating?: number | null;
          rating_as_of?: string | null;
          rating_source?: string | null;
          reviews?: number | null;
          service_cities?: string[];
          service_city_keys?: never;
          service_radius_miles?: number | null;
          service_reach?: never;
          services?: string[];
          slug: string;
          state: string;
          stock_image_url?: string | null;
          street?: string | null;
          updated_at?: string;
          verified?: boolean;
          verified_rating?: number | null;
          verified_reviews?: number;
          verified_stars?: number[];
          verified_until?: string | null;
          website?: string | null;
        };
        Update: {
          best_rated_score?: number | null;
          city?: string;
          city_key?: never;
          cover_photo_id?: string | null;
          created_at?: string;
          credentials?: string[];
          credentials_until?: string | null;
          description?: string | null;
          founded_year?: number | null;
          hours?: string | null;
          id?: string;
          image_url?: string | null;
          latitude?: number | null;
          longitude?: number | null;
          name?: string;
          name_key?: never;
          paused_at?: string | null;
          paused_until?: string | null;
          phone?: string | null;
          position?: never;
          postal_code?: string | null;
          rating?: number | null;
          rating_as_of?: string | null;
          rating_source?: string | null;
          reviews?: number | null;
          service_cities?: string[];
          service_city_keys?: never;
          service_radius_miles?: number | null;
          service_reach?: never;
          services?: string[];
          slug?: string;
          state?: string;
          stock_image_url?: string | null;
          street?: string | null;
          updated_at?: string;
          verified?: boolean;
          verified_rating?: number | null;
          verified_reviews?: number;
          verified_stars?: number[];
          verified_until?: string | null;
          website?: string | null;
        };
        Relationships: [
        ];
      };
      email_outbox: {
        Row: {
          application_id: string | null;
          attempts: number;
          claimed_at: string | null;
          client_address: string | null;
          contractor_id: string | null;
          created_at: string;
          id: string;
          last_error: string | null;
          lead_id: string | null;
          payload: Json;
          sent_at: string | null;
          site_id: string | null;
          status: string;
          template: string;
          to_email: string;
          to_name: string | null;
        };
        Insert: {
          application_id?: string | null;
          attempts?: number;
          claimed_at?: string | null;
          client_address?: string | null;
          contractor_id?: string | null;
          created_at?: string;
          id?: string;
          last_error?: string | null;
          lead_id?: string | null;
          payload?: Json;
          sent_at?: string | null;
          site_id?: string | null;
          status?: string;
          template: string;
          to_email: string;
          to_name?: string | null;
        };
        Update: {
          application_id?: string | null;
          attempts?: number;
          claimed_at?: string | null;
          client_address?: string | null;
          contractor_id?: string | null;
          created_at?: string;
          id?: string;
          last_error?: string | null;
          lead_id?: string | null;
          payload?: Json;
          sent_at?: string | null;
          site_id?: string | null;
          status?: string;
          template?: string;
          to_email?: string;
          to_name?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'email_outbox_application_id_fkey';
            columns: ['application_id'];
            isOneToOne: false;
            referencedRelation: 'partner_applications';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'email_outbox_contractor_id_fkey';
            columns: ['contractor_id'];
            isOneToOne: false;
            referencedRelation: 'contractors';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'email_outbox_lead_id_fkey';
            columns: ['lead_id'];
            isOneToOne: false;
            referencedRelation: 'lead_submissions';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'email_outbox_site_id_fkey';
            columns: ['site_id'];
            isOneToOne: false;
            referencedRelation: 'partner_sites';
            referencedColumns: ['id'];
          },
        ];
      };
      lead_routes: {
        Row: {
          chosen_at: string;
          consent_id: string | null;
          consent_text: string;
          contacted_at: string | null;
          contractor_id: string;
          decided_at: string | null;
          decline_reason: string | null;
          delivery: string;
          homeowner_decision: string | null;
          lead_id: string;
          not_fit_reason: string | null;
          outcome: string | null;
          outcome_at: string | null;
          own_request: boolean;
          quote_amount: number | null;
          quote_file_at: string | null;
          quote_file_bytes: number | null;
          quote_file_key: string | null;
          quote_mailed_amounts: number[];
          quote_note: string | null;
          reached_at: string | null;
          review_invited_at: string | null;
          review_reminded_at: string | null;
          slot: number;
        };
        Insert: {
          chosen_at?: string;
          consent_id?: string | null;
          consent_text: string;
          contacted_at?: string | null;
          contractor_id: string;
          decided_at?: string | null;
          decline_reason?: string | null;
          delivery: string;
          homeowner_decision?: string | null;
          lead_id: string;
          not_fit_reason?: string | null;
          outcome?: string | null;
          outcome_at?: string | null;
          own_request?: boolean;
          quote_amount?: number | null;
          quote_file_at?: string | null;
          quote_file_bytes?: number | null;
          quote_file_key?: string | null;
          quote_mailed_amounts?: number[];
          quote_note?: string | null;
          reached_at?: string | null;
          review_invited_at?: string | null;
          review_reminded_at?: string | null;
          slot: number;
        };
        Update: {
          chosen_at?: string;
          consent_id?: string | null;
          consent_text?: string;
          contacted_at?: string | null;
          contractor_id?: string;
          decided_at?: string | null;
          decline_reason?: string | null;
          delivery?: string;
          homeowner_decision?: string | null;
          lead_id?: string;
          not_fit_reason?: string | null;
          outcome?: string | null;
          outcome_at?: string | null;
          own_request?: boolean;
          quote_amount?: number | null;
          quote_file_at?: string | null;
          quote_file_bytes?: number | null;
          quote_file_key?: string | null;
          quote_mailed_amounts?: number[];
          quote_note?: string | null;
          reached_at?: string | null;
          review_invited_at?: string | null;
          review_reminded_at?: string | null;
          slot?: number;
        };
        Relationships: [
          {
            foreignKeyName: 'lead_routes_consent_id_fkey';
            columns: ['consent_id'];
            isOneToOne: false;
            referencedRelation: 'consent_texts';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'lead_routes_contractor_id_fkey';
            columns: ['contractor_id'];
            isOneToOne: false;
            referencedRelation: 'contractors';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'lead_routes_lead_id_fkey';
            columns: ['lead_id'];
            isOneToOne: false;
            referencedRelation: 'lead_submissions';
            referencedColumns: ['id'];
          },
        ];
      };
      lead_submissions: {
        Row: {
          budget: string | null;
          call_time: string | null;
          campaign: string | null;
          choice_token: string | null;
          city: string | null;
          client_address: string | null;
          closed_at: string | null;
          confirmed_at: string | null;
          consent_id: string | null;
          contacted_at: string | null;
          contractor_id: string | null;
          contractor_name: string | null;
          created_at: string;
          email: string;
          form_nonce: string | null;
          form_token: string | null;
          form_trap: string | null;
          id: string;
          location: string | null;
          machine_access: string | null;
          message: string | null;
          name: string;
          origin_mismatch: boolean | null;
          page_origin: string | null;
          partner: string | null;
          phone: string;
          plan: Json | null;
          pond_length_ft: number | null;
          pond_size: string | null;
          pond_width_ft: number | null;
          project_type: string;
          rebuild: boolean | null;
          request_origin: string | null;
          routed_at: string | null;
          source: string;
          state: string | null;
          timing: string | null;
          utm_campaign: string | null;
          utm_medium: string | null;
          utm_source: string | null;
          waiting_offered_at: string | null;
          withdrawn_at: string | null;
        };
        Insert: {
          budget?: string | null;
          call_time?: string | null;
          campaign?: string | null;
          choice_token?: string | null;
          city?: string | null;
          client_address?: string | null;
          closed_at?: string | null;
          confirmed_at?: string | null;
          consent_id?: string | null;
          contacted_at?: string | null;
          contractor_id?: string | null;
          contractor_name?: string | null;
          created_at?: string;
          email: string;
          form_nonce?: string | null;
          form_token?: string | null;
          form_trap?: string | null;
          id?: string;
          location?: string | null;
          machine_access?: string | null;
          message?: string | null;
          name: string;
          origin_mismatch?: never;
          page_origin?: string | null;
          partner?: string | null;
          phone: string;
          plan?: Json | null;
          pond_length_ft?: number | null;
          pond_size?: string | null;
          pond_width_ft?: number | null;
          project_type: string;
          rebuild?: boolean | null;
          request_origin?: string | null;
          routed_at?: string | null;
          source?: string;
          state?: string | null;
          timing?: string | null;
          utm_campaign?: string | null;
          utm_medium?: string | null;
          utm_source?: string | null;
          waiting_offered_at?: string | null;
          withdrawn_at?: string | null;
        };
        Update: {
          budget?: string | null;
          call_time?: string | null;
          campaign?: string | null;
          choice_token?: string | null;
          city?: string | null;
          client_address?: string | null;
          closed_at?: string | null;
          confirmed_at?: string | null;
          consent_id?: string | null;
          contacted_at?: string | null;
          contractor_id?: string | null;
          contractor_name?: string | null;
          created_at?: string;
          email?: string;
          form_nonce?: string | null;
          form_token?: string | null;
          form_trap?: string | null;
          id?: string;
          location?: string | null;
          machine_access?: string | null;
          message?: string | null;
          name?: string;
          origin_mismatch?: never;
          page_origin?: string | null;
          partner?: string | null;
          phone?: string;
          plan?: Json | null;
          pond_length_ft?: number | null;
          pond_size?: string | null;
          pond_width_ft?: number | null;
          project_type?: string;
          rebuild?: boolean | null;
          request_origin?: string | null;
          routed_at?: string | null;
          source?: string;
          state?: string | null;
          timing?: string | null;
          utm_campaign?: string | null;
          utm_medium?: string | null;
          utm_source?: string | null;
          waiting_offered_at?: string | null;
          withdrawn_at?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'lead_submissions_consent_id_fkey';
            columns: ['consent_id'];
            isOneToOne: false;
            referencedRelation: 'consent_texts';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'lead_submissions_contractor_id_fkey';
            columns: ['contractor_id'];
            isOneToOne: false;
            referencedRelation: 'contractors';
            referencedColumns: ['id'];
          },
        ];
      };
      partner_applications: {
        Row: {
          business_kind: string;
          business_name: string;
          client_address: string | null;
          contact_name: string;
          created_at: string;
          decided_at: string | null;
          decline_reason: string | null;
          email: string;
          id: string;
          partner_id: string | null;
          status: string;
          websites: string[];
          widgets: string[];
        };
        Insert: {
          business_kind: string;
          business_name: string;
          client_address?: string | null;
          contact_name: string;
          created_at?: string;
          decided_at?: string | null;
          decline_reason?: string | null;
          email: string;
          id?: string;
          partner_id?: string | null;
          status?: string;
          websites: string[];
          widgets: string[];
        };
        Update: {
          business_kind?: string;
          business_name?: string;
          client_address?: string | null;
          contact_name?: string;
          created_at?: string;
          decided_at?: string | null;
          decline_reason?: string | null;
          email?: string;
          id?: string;
          partner_id?: string | null;
          status?: string;
          websites?: string[];
          widgets?: string[];
        };
        Relationships: [
          {
            foreignKeyName: 'partner_applications_partner_id_fkey';
            columns: ['partner_id'];
            isOneToOne: false;
            referencedRelation: 'partners';
            referencedColumns: ['id'];
          },
        ];
      };
      partner_sites: {
        Row: {
          check_error: string | null;
          check_requested_at: string | null;
          checked_at: string | null;
          created_at: string;
          failures: number;
          id: string;
          include_subdomains: boolean;
          origin: string;
          partner_id: string;
          proven_at: string | null;
          revoked_at: string | null;
          status: string;
          token: string;
          verified_at: string | null;
        };
        Insert: {
          check_error?: string | null;
          check_requested_at?: string | null;
          checked_at?: string | null;
          created_at?: string;
          failures?: number;
          id?: string;
          include_subdomains?: boolean;
          origin: string;
          partner_id: string;
          proven_at?: string | null;
          revoked_at?: string | null;
          status?: string;
          token?: string;
          verified_at?: string | null;
        };
        Update: {
          check_error?: string | null;
          check_requested_at?: string | null;
          checked_at?: string | null;
          created_at?: string;
          failures?: number;
          id?: string;
          include_subdomains?: boolean;
          origin?: string;
          partner_id?: string;
          proven_at?: string | null;
          revoked_at?: string | null;
          status?: string;
          token?: string;
          verified_at?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'partner_sites_partner_id_fkey';
            columns: ['partner_id'];
            isOneToOne: false;
            referencedRelation: 'partners';
            referencedColumns: ['id'];
          },
        ];
      };
      partner_statements: {
        Row: {
          created_at: string;
          lines: Json;
          month: string;
          partner_id: string;
        };
        Insert: {
          created_at?: string;
          lines: Json;
          month: string;
          partner_id: string;
        };
        Update: {
          created_at?: string;
          lines?: Json;
          month?: string;
          partner_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'partner_statements_partner_id_fkey';
            columns: ['partner_id'];
            isOneToOne: false;
            referencedRelation: 'partners';
            referencedColumns: ['id'];
          },
        ];
      };
      partner_webhooks: {
        Row: {
          created_at: string;
          partner_id: string;
          secret: string;
          secret_rotated_at: string;
          signing: string;
          url: string;
        };
        Insert: {
          created_at?: string;
          partner_id: string;
          secret: string;
          secret_rotated_at?: string;
          signing?: string;
          url: string;
        };
        Update: {
          created_at?: string;
          partner_id?: string;
          secret?: string;
          secret_rotated_at?: string;
          signing?: string;
          url?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'partner_webhooks_partner_id_fkey';
            columns: ['partner_id'];
            isOneToOne: false;
            referencedRelation: 'partners';
            referencedColumns: ['id'];
          },
        ];
      };
      partners: {
        Row: {
          business_name: string;
          contact_name: string;
          created_at: string;
          email: string;
          id: string;
          status: string;
          status_changed_at: string;
          status_reason: string | null;
        };
        Insert: {
          business_name: string;
          contact_name: string;
          created_at?: string;
          email: string;
          id: string;
          status?: string;
          status_changed_at?: string;
          status_reason?: string | null;
        };
        Update: {
          business_name?: string;
          contact_name?: string;
          created_at?: string;
          email?: string;
          id?: string;
          status?: string;
          status_changed_at?: string;
          status_reason?: string | null;
        };
        Relationships: [
        ];
      };
      pond_planner_submissions: {
        Row: {
          budget: string;
          campaign: string | null;
          client_address: string | null;
          cost_estimate_max: number;
          cost_estimate_min: number;
          created_at: string;
          depth: number;
          email: string;
          features: string | null;
          id: string;
          length: number;
          name: string;
          page_origin: string | null;
          partner: string | null;
          pond_type: string;
          request_origin: string | null;
          source: string;
          state: string;
          sun_exposure: string;
          timeline: string;
          utm_campaign: string | null;
          utm_medium: string | null;
          utm_source: string | null;
          width: number;
        };
        Insert: {
          budget: string;
          campaign?: string | null;
          client_address?: string | null;
          cost_estimate_max: number;
          cost_estimate_min: number;
          created_at?: string;
          depth: number;
          email: string;
          features?: string | null;
          id?: string;
          length: number;
          name: string;
          page_origin?: string | null;
          partner?: string | null;
          pond_type: string;
          request_origin?: string | null;
          source?: string;
          state: string;
          sun_exposure: string;
          timeline: string;
          utm_campaign?: string | null;
          utm_medium?: string | null;
          utm_source?: string | null;
          width: number;
        };
        Update: {
          budget?: string;
          campaign?: string | null;
          client_address?: string | null;
          cost_estimate_max?: number;
          cost_estimate_min?: number;
          created_at?: string;
          depth?: number;
          email?: string;
          features?: string | null;
          id?: string;
          length?: number;
          name?: string;
          page_origin?: string | null;
          partner?: string | null;
          pond_type?: string;
          request_origin?: string | null;
          source?: string;
          state?: string;
          sun_exposure?: string;
          timeline?: string;
          utm_campaign?: string | null;
          utm_medium?: string | null;
          utm_source?: string | null;
          width?: number;
        };
        Relationships: [
        ];
      };
      request_flags: {
        Row: {
          contractor_id: string;
          decided_at: string | null;
          decided_by: string | null;
          decided_by_email: string | null;
          decision_reason: string | null;
          flagged_at: string;
          lead_id: string;
          note: string | null;
          reason: string;
          status: string;
        };
        Insert: {
          contractor_id: string;
          decided_at?: string | null;
          decided_by?: string | null;
          decided_by_email?: string | null;
          decision_reason?: string | null;
          flagged_at?: string;
          lead_id: string;
          note?: string | null;
          reason: string;
          status?: string;
        };
        Update: {
          contractor_id?: string;
          decided_at?: string | null;
          decided_by?: string | null;
          decided_by_email?: string | null;
          decision_reason?: string | null;
          flagged_at?: string;
          lead_id?: string;
          note?: string | null;
          reason?: string;
          status?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'request_flags_route_fkey';
            columns: ['lead_id', 'contractor_id'];
            isOneToOne: false;
            referencedRelation: 'lead_routes';
            referencedColumns: ['lead_id', 'contractor_id'];
          },
        ];
      };
      request_messages: {
        Row: {
          author: string;
          body: string;
          contractor_id: string;
          id: number;
          lead_id: string;
          sent_at: string;
        };
        Insert: {
          author: string;
          body: string;
          contractor_id: string;
          id?: never;
          lead_id: string;
          sent_at?: string;
        };
        Update: {
          author?: string;
          body?: string;
          contractor_id?: string;
          id?: never;
          lead_id?: string;
          sent_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'request_messages_route_fkey';
            columns: ['lead_id', 'contractor_id'];
            isOneToOne: false;
            referencedRelation: 'lead_routes';
            referencedColumns: ['lead_id', 'contractor_id'];
          },
        ];
      };
      request_photos: {
        Row: {
          created_at: string;
          file_type: string;
          height: number | null;
          id: string;
          lead_id: string;
          original_bytes: number;
          position: number;
          problem: string | null;
          processed_at: string | null;
          status: string;
          stored_bytes: number | null;
          width: number | null;
        };
        Insert: {
          created_at?: string;
          file_type: string;
          height?: number | null;
          id: string;
          lead_id: string;
          original_bytes: number;
          position: number;
          problem?: string | null;
          processed_at?: string | null;
          status?: string;
          stored_bytes?: number | null;
          width?: number | null;
        };
        Update: {
          created_at?: string;
          file_type?: string;
          height?: number | null;
          id?: string;
          lead_id?: string;
          original_bytes?: number;
          position?: number;
          problem?: string | null;
          processed_at?: string | null;
          status?: string;
          stored_bytes?: number | null;
          width?: number | null;
        };
        Relationships: [
          {
            foreignKeyName: 'request_photos_lead_id_fkey';
            columns: ['lead_id'];
            isOneToOne: false;
            referencedRelation: 'lead_submissions';
            referencedColumns: ['id'];
          },
        ];
      };
      request_quotes: {
        Row: {
          contractor_id: string;
          items: Json;
          lead_id: string;
          note: string | null;
          revision: number;
          sent_at: string;
          starts_on: string | null;
          total: number;
          valid_until: string | null;
        };
        Insert: {
          contractor_id: string;
          items?: Json;
          lead_id: string;
          note?: string | null;
          revision: number;
          sent_at?: string;
          starts_on?: string | null;
          total: number;
          valid_until?: string | null;
        };
        Update: {
          contractor_id?: string;
          items?: Json;
          lead_id?: string;
          note?: string | null;
          revision?: number;
          sent_at?: string;
          starts_on?: string | null;
          total?: number;
          valid_until?: string | null;
        };
        Relationships: [
          {
            foreignKeyName: 'request_quotes_route_fkey';
            columns: ['lead_id', 'contractor_id'];
            isOneToOne: false;
            referencedRelation: 'lead_routes';
            referencedColumns: ['lead_id', 'contractor_id'];
          },
        ];
      };
      request_thread_reports: {
        Row: {
          contractor_id: string;
          lead_id: string;
          reported_at: string;
          reported_by: string;
        };
        Insert: {
          contractor_id: string;
          lead_id: string;
          reported_at?: string;
          reported_by: string;
        };
        Update: {
          contractor_id?: string;
          lead_id?: string;
          reported_at?: string;
          reported_by?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'request_thread_reports_route_fkey';
            columns: ['lead_id', 'contractor_id'];
            isOneToOne: false;
            referencedRelation: 'lead_routes';
            referencedColumns: ['lead_id', 'contractor_id'];
          },
        ];
      };
      review_moderation_log: {
        Row: {
          action: string;
          at: string;
          by_email: string | null;
          by_user: string | null;
          id: number;
          note: string;
          reason: string | null;
          review_id: string;
        };
        Insert: {
          action: string;
          at?: string;
          by_email?: string | null;
          by_user?: string | null;
          id?: never;
          note: string;
          reason?: string | null;
          review_id: string;
        };
        Update: {
          action?: string;
          at?: string;
          by_email?: string | null;
          by_user?: string | null;
          id?: never;
          note?: string;
          reason?: string | null;
          review_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'review_moderation_log_review_id_fkey';
            columns: ['review_id'];
            isOneToOne: false;
            referencedRelation: 'reviews';
            referencedColumns: ['id'];
          },
        ];
      };
      review_reports: {
        Row: {
          client_address: string | null;
          created_at: string;
          handled_at: string | null;
          id: string;
          note: string | null;
          reason: string;
          review_id: string;
        };
        Insert: {
          client_address?: string | null;
          created_at?: string;
          handled_at?: string | null;
          id?: string;
          note?: string | null;
          reason: string;
          review_id: string;
        };
        Update: {
          client_address?: string | null;
          created_at?: string;
          handled_at?: string | null;
          id?: string;
          note?: string | null;
          reason?: string;
          review_id?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'review_reports_review_id_fkey';
            columns: ['review_id'];
            isOneToOne: false;
            referencedRelation: 'reviews';
            referencedColumns: ['id'];
          },
        ];
      };
      reviews: {
        Row: {
          answer: string | null;
          answered_at: string | null;
          body: string;
          city: string | null;
          contractor_id: string;
          created_at: string;
          first_name: string;
          hired: boolean;
          id: string;
          lead_id: string | null;
          project_type: string;
          request_month: string;
          stars: number;
          state: string | null;
          status: string;
          title: string;
          updated_at: string;
        };
        Insert: {
          answer?: string | null;
          answered_at?: string | null;
          body: string;
          city?: string | null;
          contractor_id: string;
          created_at?: string;
          first_name: string;
          hired: boolean;
          id?: string;
          lead_id?: string | null;
          project_type: string;
          request_month: string;
          stars: number;
          state?: string | null;
          status?: string;
          title: string;
          updated_at?: string;
        };
        Update: {
          answer?: string | null;
          answered_at?: string | null;
          body?: string;
          city?: string | null;
          contractor_id?: string;
          created_at?: string;
          first_name?: string;
          hired?: boolean;
          id?: string;
          lead_id?: string | null;
          project_type?: string;
          request_month?: string;
          stars?: number;
          state?: string | null;
          status?: string;
          title?: string;
          updated_at?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'reviews_contractor_id_fkey';
            columns: ['contractor_id'];
            isOneToOne: false;
            referencedRelation: 'contractors';
            referencedColumns: ['id'];
          },
          {
            foreignKeyName: 'reviews_lead_id_fkey';
            columns: ['lead_id'];
            isOneToOne: false;
            referencedRelation: 'lead_submissions';
            referencedColumns: ['id'];
          },
        ];
      };
      webhook_deliveries: {
        Row: {
          attempts: number;
          created_at: string;
          data: Json;
          delivered_at: string | null;
          event: string;
          id: string;
          last_attempt_at: string | null;
          last_error: string | null;
          last_status: number | null;
          partner_id: string;
          status: string;
        };
        Insert: {
          attempts?: number;
          created_at?: string;
          data: Json;
          delivered_at?: string | null;
          event: string;
          id?: string;
          last_attempt_at?: string | null;
          last_error?: string | null;
          last_status?: number | null;
          partner_id: string;
          status?: string;
        };
        Update: {
          attempts?: number;
          created_at?: string;
          data?: Json;
          delivered_at?: string | null;
          event?: string;
          id?: string;
          last_attempt_at?: string | null;
          last_error?: string | null;
          last_status?: number | null;
          partner_id?: string;
          status?: string;
        };
        Relationships: [
          {
            foreignKeyName: 'webhook_deliveries_partner_id_fkey';
            columns: ['partner_id'];
            isOneToOne: false;
            referencedRelation: 'partners';
            referencedColumns: ['id'];
          },
        ];
      };
      widget_loads: {
        Row: {
          day: string;
          kit_version: string;
          loads: number;
          origin: string;
          partner: string;
          widget: string;
        };
        Insert: {
          day: string;
          kit_version: string;
          loads?: number;
          origin: string;
          partner: string;
          widget: string;
        };
        Update: {
          day?: string;
          kit_version?: string;
          loads?: number;
          origin?: string;
          partner?: string;
          widget?: string;
        };
        Relationships: [
        ];
      };
      zip_codes: {
        Row: {
          city: string;
          latitude: number;
          longitude: number;
          state: string;
          zip: string;
        };
        Insert: {
          city: string;
          latitude: number;
          longitude: number;
          state: string;
          zip: string;
        };
        Update: {
          city?: string;
          latitude?: number;
          longitude?: number;
          state?: string;
          zip?: string;
        };
        Relationships: [
        ];
      };
    };
    Views: {
      lead_inbox: {
        Row: {
          builders: number | null;
          campaign: string | null;
          city: string | null;
          contacted_at: string | null;
          contractor_id: string | null;
          contractor_name: string | null;
          created_at: string | null;
          email: string | null;
          id: string | null;
          location: string | null;
          message: string | null;
          name: string | null;
          origin_mismatch: boolean | null;
          page_origin: string | null;
          partner: string | null;
          phone: string | null;
          project_type: string | null;
          request_origin: string | null;
          routed_at: string | null;
          source: string | null;
          state: string | null;
          status: string | null;
          utm_campaign: string | null;
          utm_medium: string | null;
          utm_source: string | null;
          withdrawn_at: string | null;
        };
        Relationships: [];
      };
      partner_campaigns: {
        Row: {
          campaign: string | null;
          confirmed_requests: number | null;
          month: string | null;
          plans: number | null;
          reached_builders: number | null;
          requests: number | null;
          unattributed_plans: number | null;
          unattributed_requests: number | null;
          utm_campaign: string | null;
          utm_medium: string | null;
          utm_source: string | null;
          withdrawn: number | null;
        };
        Relationships: [];
      };
      partner_figures: {
        Row: {
          confirmed_requests: number | null;
          loads: number | null;
          loads_elsewhere: number | null;
          month: string | null;
          plans: number | null;
          reached_builders: number | null;
          requests: number | null;
          unattributed_plans: number | null;
          unattributed_requests: number | null;
          widget: string | null;
          withdrawn: number | null;
        };
        Relationships: [];
      };
      partner_report: {
        Row: {
          attributed: boolean | null;
          campaign: string | null;
          claimed_origin: string | null;
          confirmed: number | null;
          month: string | null;
          partner: string | null;
          recorded_origin: string | null;
          requests: number | null;
          routed: number | null;
          utm_campaign: string | null;
          utm_medium: string | null;
          utm_source: string | null;
        };
        Relationships: [];
      };
      partner_requests: {
        Row: {
          attributed: boolean | null;
          campaign: string | null;
          city: string | null;
          confirmed: boolean | null;
          created_at: string | null;
          id: string | null;
          project_type: string | null;
          request_origin: string | null;
          state: string | null;
          status: string | null;
          utm_campaign: string | null;
          utm_medium: string | null;
          utm_source: string | null;
          widget: string | null;
        };
        Relationships: [];
      };
    };
    Functions: {
      add_builders: { Args: { p_lead: string; p_expires: number; p_signature: string; p_contractors: string[]; p_consent_id: string }; Returns: { contractor_id: string | null; name: string | null; delivery: string | null }[] };
      add_my_photo: { Args: { p_id: string; p_caption: string; p_project_type: string; p_city: string; p_file_type: string; p_bytes: number }; Returns: undefined };
      add_partner_site: { Args: { p_origin: string }; Returns: unknown };
      add_request_photo: { Args: { p_lead: string; p_token: string; p_id: string; p_file_type: string; p_bytes: number }; Returns: number };
      allow_listing_name: { Args: { p_contractor: string; p_name: string }; Returns: number };
      answer_review: { Args: { p_review: string; p_answer: string }; Returns: string };
      apply_as_partner: { Args: { p_application: Json }; Returns: string };
      approve_partner_application: { Args: { p_application: string; p_partner_id?: string }; Returns: string };
      attach_my_certificate: { Args: { p_check: string; p_key: string; p_type: string; p_bytes: number }; Returns: string };
      attach_quote_file: { Args: { p_lead: string; p_key: string; p_bytes: number }; Returns: string };
      builder_accounts_overview: { Args: never; Returns: { contractor_id: string | null; name: string | null; city: string | null; state: string | null; email: string | null; claimed_at: string | null; requests: number | null; contacted: number | null; quoted: number | null; median_minutes: number | null; paused_at: string | null; paused_until: string | null; request_mail: string | null }[] };
      builder_requests: { Args: never; Returns: { lead_id: string | null; chosen_at: string | null; name: string | null; email: string | null; phone: string | null; project_type: string | null; message: string | null; location: string | null; city: string | null; state: string | null; builders_chosen: number | null; withdrawn: boolean | null; contacted_at: string | null; outcome: string | null; quote_amount: number | null; quote_note: string | null; not_fit_reason: string | null; quote: Json | null; messages: Json | null; homeowner_decision: string | null; decline_reason: string | null; closed: boolean | null; details: Json | null; from_own_site: boolean | null }[] };
      builder_verification: { Args: { p_contractor: string }; Returns: { kind: string | null; state: string | null; number: string | null; classification: string | null; authority: string | null; coverage_amount: number | null; outcome: string | null; source_url: string | null; checked_at: string | null; valid_until: string | null }[] };
      certificate_key: { Args: { p_check: string }; Returns: string };
      check_partner_site: { Args: { p_site: string }; Returns: undefined };
      choose_builder: { Args: { p_lead: string; p_expires: number; p_signature: string; p_contractor: string; p_reason?: string }; Returns: undefined };
      choose_builders: { Args: { p_lead: string; p_token: string; p_contractors: string[]; p_consent_id: string; p_details?: Json }; Returns: { contractor_id: string | null; name: string | null; delivery: string | null }[] };
      city_builders: { Args: { p_city: string; p_state: string }; Returns: { id: string | null; name: string | null; city: string | null; state: string | null }[] };
      city_summary: { Args: { p_city: string; p_state: string }; Returns: { builder_count: number | null; average_rating: number | null; nearby: Json | null }[] };
      claim_listing_by_email: { Args: { p_contractor: string; p_email: string }; Returns: string };
      claim_listing_info: { Args: { p_contractor: string }; Returns: { name: string | null; city: string | null; state: string | null; claimed: boolean | null; email_hint: string | null }[] };
      close_request: { Args: { p_lead: string; p_expires: number; p_signature: string }; Returns: undefined };
      complete_builder_claim: { Args: never; Returns: string };
      confirm_request: { Args: { p_lead: string; p_expires: number; p_signature: string }; Returns: { confirmed_at: string | null }[] };
      contractor_cities: { Args: never; Returns: { city: string | null; state: string | null }[] };
      contractor_response_time: { Args: { p_contractor: string }; Returns: { contractor_id: string | null; median_minutes: number | null; answered: number | null; in_time: number | null; due: number | null }[] };
      cost_page: { Args: { p_kind: string; p_state?: string; p_city?: string }; Returns: Json };
      cost_range: { Args: { p_kind: string; p_band?: string; p_state?: string; p_city?: string }; Returns: { level: string | null; state: string | null; city: string | null; quotes: number | null; builders: number | null; low: number | null; median: number | null; high: number | null }[] };
      cost_sitemap: { Args: never; Returns: { kind: string | null; state: string | null; city: string | null; updated_at: string | null }[] };
      count_badge_load: { Args: { p_contractor: string; p_version: string }; Returns: undefined };
      count_widget_load: { Args: { p_partner: string; p_widget: string; p_version: string }; Returns: undefined };
      decide_builder_claim: { Args: { p_claim: string; p_approve: boolean; p_reason: string }; Returns: undefined };
      decide_check: { Args: { p_check: string; p_verified: boolean; p_source_url: string; p_outcome: string }; Returns: undefined };
      decide_cost_quote: { Args: { p_quote: number; p_counted: boolean; p_reason: string }; Returns: undefined };
      decide_request_flag: { Args: { p_lead: string; p_contractor: string; p_confirm: boolean; p_reason: string }; Returns: undefined };
      decline_partner_application: { Args: { p_application: string; p_reason: string }; Returns: undefined };
      delete_my_photo: { Args: { p_id: string }; Returns: undefined };
      flag_request: { Args: { p_lead: string; p_reason: string; p_note?: string }; Returns: undefined };
      import_contractors: { Args: { p_records: Json }; Returns: { row_index: number | null; status: string | null; contractor_id: string | null; error: string | null }[] };
      mark_request: { Args: { p_lead: string; p_mark: string; p_amount?: number; p_note?: string; p_reason?: string }; Returns: undefined };
      may_attach_certificate: { Args: { p_check: string }; Returns: boolean };
      may_attach_quote_file: { Args: { p_lead: string }; Returns: boolean };
      moderate_review: { Args: { p_review: string; p_action: string; p_reason: string; p_note: string }; Returns: undefined };
      my_funnel: { Args: never; Returns: { month: string | null; requests: number | null; contacted: number | null; quoted: number | null; won: number | null; chosen: number | null; missed: number | null; median_minutes: number | null; state_builders: number | null; state_requests: number | null; state_contacted: number | null; state_quoted: number | null; state_won: number | null; state_chosen: number | null; state_missed: number | null; state_median_minutes: number | null }[] };
      my_photo_allowance: { Args: never; Returns: { contractor_id: string | null; photos_left: number | null }[] };
      my_response_time: { Args: never; Returns: { median_minutes: number | null; contacted: number | null; requests: number | null; in_time: number | null; due: number | null }[] };
      my_site_figures: { Args: { p_days?: number }; Returns: { origin: string | null; loads: number | null; requests: number | null }[] };
      note_my_sign_in: { Args: never; Returns: undefined };
      partner_statement_lines: { Args: { p_month: string }; Returns: { site: string | null; attributed: boolean | null; campaign: string | null; loads: number | null; requests: number | null; confirmed: number | null; reached_builders: number | null; withdrawn: number | null; plans: number | null }[] };
      place_exists: { Args: { p_city: string; p_state: string }; Returns: boolean };
      quote_file_key: { Args: { p_lead: string; p_contractor: string; p_expires: number; p_signature: string }; Returns: string };
      refresh_cities: { Args: never; Returns: number };
      remove_partner_webhook: { Args: never; Returns: undefined };
      reorder_my_photos: { Args: { p_ids: string[] }; Returns: undefined };
      report_builder_thread: { Args: { p_lead: string }; Returns: undefined };
      report_project_thread: { Args: { p_lead: string; p_expires: number; p_signature: string; p_contractor: string }; Returns: undefined };
      report_review: { Args: { p_review: string; p_reason: string; p_note: string }; Returns: undefined };
      request_claim_review: { Args: { p_contractor: string; p_name: string; p_email: string; p_phone: string; p_website: string; p_note: string }; Returns: undefined };
      request_page: { Args: { p_lead: string; p_expires: number; p_signature: string }; Returns: Json };
      request_photo_allowed: { Args: { p_id: string; p_expires: number; p_signature: string }; Returns: boolean };
      request_photos_left: { Args: { p_lead: string; p_token: string }; Returns: number };
      revert_listing_change: { Args: { p_change: number }; Returns: number };
      review_for_link: { Args: { p_lead: string; p_contractor: string; p_expires: number; p_signature: string }; Returns: { contractor_id: string | null; builder_name: string | null; builder_city: string | null; builder_state: string | null; request_project_type: string | null; request_month: string | null; first_name: string | null; review_id: string | null; stars: number | null; title: string | null; body: string | null; hired: boolean | null; project_type: string | null; status: string | null; created_at: string | null; editable_until: string | null }[] };
      review_moderation: { Args: { p_limit?: number }; Returns: { id: string | null; contractor_id: string | null; builder_name: string | null; stars: number | null; title: string | null; body: string | null; first_name: string | null; city: string | null; status: string | null; created_at: string | null; answer: string | null; open_reports: Json | null; log: Json | null }[] };
      revoke_partner_site: { Args: { p_site: string }; Returns: undefined };
      rotate_partner_webhook_secret: { Args: never; Returns: string };
      save_pond_plan: { Args: { p_plan: Json }; Returns: { plan_id: string | null; copy_queued: boolean | null }[] };
      search_contractors: { Args: { p_city?: string; p_state?: string; p_states?: string[]; p_postal_code?: string; p_min_rating?: number; p_near_zip?: string; p_radius_miles?: number; p_limit?: number; p_offset?: number; p_sort?: string; p_verified_only?: boolean; p_credential?: string }; Returns: { id: string | null; name: string | null; slug: string | null; city: string | null; state: string | null; postal_code: string | null; street: string | null; phone: string | null; website: string | null; image_url: string | null; rating: number | null; reviews: number | null; distance_miles: number | null; total_count: number | null; verified: boolean | null; verified_reviews: number | null; verified_rating: number | null; serves: string | null }[] };
      send_builder_message: { Args: { p_lead: string; p_body: string }; Returns: number };
      send_project_message: { Args: { p_lead: string; p_expires: number; p_signature: string; p_contractor: string; p_body: string }; Returns: number };
      send_quote: { Args: { p_lead: string; p_total: number; p_items?: Json; p_starts_on?: string; p_valid_until?: string; p_note?: string }; Returns: undefined };
      send_review_invitation: { Args: { p_lead: string; p_contractor: string }; Returns: undefined };
      set_listing_pause: { Args: { p_paused: boolean; p_until?: string }; Returns: undefined };
      set_partner_site_subdomains: { Args: { p_site: string; p_include: boolean }; Returns: undefined };
      set_partner_status: { Args: { p_partner: string; p_status: string; p_reason?: string }; Returns: undefined };
      set_partner_webhook: { Args: { p_url: string }; Returns: string };
      set_photo_hidden: { Args: { p_id: string; p_hidden: boolean; p_reason: string }; Returns: undefined };
      set_request_mail: { Args: { p_mode: string }; Returns: undefined };
      sitemap_state_builders: { Args: { p_state: string }; Returns: { id: string | null; name: string | null; city: string | null; state: string | null; last_modified: string | null }[] };
      sitemap_state_cities: { Args: { p_state: string }; Returns: { city: string | null; last_modified: string | null }[] };
      sitemap_states: { Args: never; Returns: { state: string | null; builders: number | null; last_modified: string | null }[] };
      staff_cost_decisions: { Args: { p_limit?: number }; Returns: { id: number | null; quote_id: number | null; counted: boolean | null; reason: string | null; decided_by: string | null; decided_at: string | null; total: number | null; state: string | null; city: string | null }[] };
      staff_cost_figures: { Args: { p_state?: string; p_city?: string }; Returns: { kind: string | null; band: string | null; measure: string | null; quotes: number | null; builders: number | null; top_builder_quotes: number | null; shown: boolean | null; p10: number | null; p25: number | null; p50: number | null; p75: number | null; p90: number | null; updated_at: string | null }[] };
      staff_cost_quotes: { Args: { p_state?: string; p_city?: string; p_limit?: number }; Returns: { id: number | null; lead_id: string | null; contractor_id: string | null; contractor_name: string | null; state: string | null; city: string | null; kind: string | null; band: string | null; area_sq_ft: number | null; total: number | null; sent_at: string | null; sample: boolean | null; counted: boolean | null; set_aside_at: string | null; reason: string | null }[] };
      staff_quote_files: { Args: { p_lead: string }; Returns: Json };
      staff_request_flags: { Args: { p_limit?: number }; Returns: { lead_id: string | null; contractor_id: string | null; builder: string | null; homeowner: string | null; city: string | null; state: string | null; chosen_at: string | null; reason: string | null; note: string | null; flagged_at: string | null; status: string | null; decided_at: string | null; decided_by_email: string | null; decision_reason: string | null }[] };
      staff_request_photos: { Args: { p_lead: string }; Returns: Json };
      start_quote_form: { Args: never; Returns: string };
      state_cities: { Args: { p_state: string }; Returns: { city: string | null; count: number | null }[] };
      submit_my_check: { Args: { p_kind: string; p_state: string; p_number: string; p_classification: string; p_authority: string; p_coverage?: number; p_expires_on?: string }; Returns: string };
      submit_review: { Args: { p_lead: string; p_contractor: string; p_expires: number; p_signature: string; p_stars: number; p_title: string; p_body: string; p_hired: boolean; p_project_type: string; p_own_experience: boolean }; Returns: { review_id: string | null; created: boolean | null; editable_until: string | null }[] };
      update_my_listing: { Args: { p_changes: Json }; Returns: number };
      update_my_photo: { Args: { p_id: string; p_caption: string; p_project_type: string; p_city: string }; Returns: undefined };
      withdraw_request: { Args: { p_lead: string; p_expires: number; p_signature: string }; Returns: { withdrawn_at: string | null; already_with: string[] | null }[] };
    };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
};
