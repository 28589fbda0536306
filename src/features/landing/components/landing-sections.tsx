import { useEffect } from "react";
import { AboutSection } from "./about-section";
import { ContactSection } from "./contact-section";
import { EventsSection } from "./events-section";
import { PartnersSection } from "./partners-section";
import { ShowcaseSection } from "./showcase-section";
import "./landing-sections.css";

/** The landing page's sections below the banner, loaded as one chunk when they come near. */
export function LandingSections() {
  // An address naming a section (/gate#showcase) scrolls to it once it exists.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
  return (
    <>
      <EventsSection />
      <AboutSection />
      <ShowcaseSection />
      <PartnersSection />
      <ContactSection />
    </>
  );
}
