import ControlSpecHTML
import Testing

@Suite struct HTMLSerializerTests {
    @Test func textIsEscapedSoThatMarkupInItStaysText() {
        let node = HTMLNode.element("p", [:], text: #"<script>alert("x")</script> & 'y'"#)
        #expect(
            HTMLSerializer.serialize(node)
                == #"<p>&lt;script&gt;alert("x")&lt;/script&gt; &amp; 'y'</p>"# + "\n")
    }

    @Test func attributeValuesEscapeQuotesAmpersandsAndAngleBrackets() {
        let node = HTMLNode.element("a", ["href": #"x" onclick="alert('1')&<b>"#], text: "link")
        #expect(
            HTMLSerializer.serialize(node)
                == #"<a href="x&quot; onclick=&quot;alert(&#39;1&#39;)&amp;&lt;b&gt;">link</a>"#)
    }

    @Test func attributesKeepTheirOrderAndNilValuesAreLeftOut() {
        let node = HTMLNode.element("input", ["type": "search", "class": nil, "id": "q", "hidden": ""])
        #expect(HTMLSerializer.serialize(node) == #"<input type="search" id="q" hidden>"#)
    }

    @Test func voidElementsHaveNoEndTag() {
        let node = HTMLNode.element("head", [:], [.element("meta", ["charset": "utf-8"])])
        #expect(HTMLSerializer.serialize(node) == "<head>\n<meta charset=\"utf-8\">\n</head>\n")
    }

    @Test func trustedCmarkOutputIsWrittenUnchangedAndFragmentsFlatten() {
        let node = HTMLNode.fragment([
            .trusted(TrustedHTML(cmarkOutput: "<p>a &amp; b</p>\n")), .text("<"), .empty,
        ])
        #expect(HTMLSerializer.serialize(node) == "<p>a &amp; b</p>\n&lt;")
    }

    @Test func aDocumentStartsWithTheDoctypeAndEndsWithANewline() {
        let document = HTMLSerializer.document(.element("html", ["lang": "zh-Hans"], [.element("body")]))
        #expect(document == "<!DOCTYPE html>\n<html lang=\"zh-Hans\">\n<body></body>\n</html>\n")
    }

    @Test func nonASCIITextIsKeptAsIs() {
        #expect(HTMLSerializer.escapeText("标题 “Play”") == "标题 “Play”")
    }

    @Test func anInlineEventHandlerIsAProgrammingError() async {
        await #expect(processExitsWith: .failure) {
            _ = HTMLSerializer.serialize(.element("button", ["onclick": "go()"], text: "Go"))
        }
    }

    @Test func inlineScriptContentIsAProgrammingError() async {
        await #expect(processExitsWith: .failure) {
            _ = HTMLSerializer.serialize(.element("script", [:], text: "alert(1)"))
        }
    }

    @Test func aSubtreeSerializedAheadWritesWhatTheTreeWould() {
        let item = HTMLNode.element(
            "li", ["class": "a\"b"], [.element("code", [:], text: "<UIControl & co>"), .text("tail ’")])
        let whole = HTMLNode.element("ul", [:], [item, item])
        let ahead = HTMLNode.element("ul", [:], [.trusted(TrustedHTML(serializing: item)), item])
        #expect(HTMLSerializer.serialize(ahead) == HTMLSerializer.serialize(whole))
    }
}
